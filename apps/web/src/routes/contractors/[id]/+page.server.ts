import { error } from '@sveltejs/kit';
import {
  getContractorGifts,
  getContractorRecord,
  getPendingChanges,
  getSheetApproval,
  getFreeAgentStanding,
  getSheetNotices,
  getSheetPage,
  getLooseEnds,
  getSpendLock,
  getWillToSurviveStatus,
  refundableSpends,
} from '@harbinger/platform';
import { liftVetoAction, vetoGiftAction } from '#lib/gifts/veto-actions.server.ts';
import { resubmitAction } from '#lib/playgroups/approval-actions.server.ts';
import {
  addInjuryAction,
  addTraumaAction,
  exertAction,
  injuryAction,
  mindAction,
  removeScarAction,
  removeTraumaAction,
  rollAction,
  saveAction,
  sourceAction,
  spendAction,
  undoAction,
  retireAction,
  tradeAction,
  withdrawAction,
} from '#lib/sheet/actions.server.ts';
import { armorChoices, weaponGroups } from '#lib/sheet/gear.ts';
import { confirmDeathAction, readOnlyIfDead, sheetLife } from '#lib/sheet/life.server.ts';
import { SHEET_HISTORY_LENGTH } from '#lib/sheet/history.ts';
import { conceptSentence } from '#lib/creation/concept-sentence.ts';
import { viewerZone } from '#lib/playgroups/pages.server.ts';
import { statusModel } from '#lib/sheet/model.ts';
import { activateGiftAction, useItemAction } from '#lib/sheet/gift-actions.server.ts';
import { playGifts } from '#lib/sheet/play-gifts.ts';
import { findPool, parseRollChoice } from '#lib/sheet/pools.ts';
import { spendingOptions } from '#lib/sheet/spending.ts';
import { viewForTab } from '#lib/sheet/tab-view.ts';
import { sheetTab } from '#lib/sheet/words.ts';
import type { Actions, PageServerLoad } from './$types';

/** How many of the latest ledger entries and attended Contracts the Story tab lists. */
const STORY_LEDGER_LENGTH = 30;
const STORY_CONTRACTS_LENGTH = 10;

async function looseEndsFor(locals: App.Locals, id: string) {
  const found = await getLooseEnds(locals.platform, locals.actor, id);
  return found.ok ? found.value.looseEnds : [];
}

// The live sheet: one tab at a time (?tab=status|stock|story), every number computed by the rules from the view.
// Each tab gets only what it shows: serialising the page's data is most of what a sheet costs to render.
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const tab = sheetTab(url.searchParams.get('tab'));
  // One read for the sheet, plus the roll history and the Gifts on Status and the ledger on Story.
  // The Story tab shows the latest ledger entries and Contracts (a veteran has thousands); `?ledger=all` shows every
  // entry.
  const ledgerLatest = url.searchParams.get('ledger') === 'all' ? undefined : STORY_LEDGER_LENGTH;
  const found = await getSheetPage(locals.platform, locals.actor, params.id, {
    rolls: tab === 'status' ? SHEET_HISTORY_LENGTH : 0,
    ledger: tab === 'story',
    ledgerLatest,
    gifts: tab === 'status',
  });
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const { rolls, ledger, ledgerTotal, gifts: played } = found.value;
  const contractor = readOnlyIfDead(found.value.contractor);
  const gifts = tab === 'stock' ? await getContractorGifts(locals.platform, locals.actor, params.id) : null;
  // Playgroup life (voided-Contract and voided-death notices in full, home, approval) sits with the Story.
  const record =
    tab === 'story'
      ? await getContractorRecord(locals.platform, locals.actor, params.id, { contracts: STORY_CONTRACTS_LENGTH })
      : null;
  // Their short form heads every tab: a voided death is something any future GM should see first.
  const notices = await getSheetNotices(locals.platform, locals.actor, params.id);
  // The Story tab marks the spends its owner may still undo, and lists the changes waiting for a Leader.
  const undoable =
    tab === 'story' && contractor.editable ? await refundableSpends(locals.platform, locals.actor, params.id) : null;
  const pending = tab === 'story' ? await getPendingChanges(locals.platform, locals.actor, params.id) : null;
  // Why Exp cannot be spent now (an Active Contract, or between the Contracts of a Cycle), above Spend Exp.
  const spendLock =
    tab === 'story' && contractor.editable ? await getSpendLock(locals.platform, locals.actor, params.id) : null;
  const asked = url.searchParams.get('roll');
  // The Abilities without a rank sit in a folded list: their rows are sent once it is opened.
  const unranked = url.searchParams.get('abilities') === 'all';
  const care = url.searchParams.get('care');
  const form = url.searchParams.get('open');
  // The add-Injury form offers Will to Survive once per Contract; only its owner's Status tab needs to know.
  const will =
    tab === 'status' && contractor.editable
      ? await getWillToSurviveStatus(locals.platform, locals.actor, params.id)
      : null;
  return {
    contractor: viewForTab(contractor, tab),
    concept: conceptSentence(contractor.concept),
    sheet: tab === 'status' ? statusModel(contractor, { unranked, willToSurvive: will?.ok ? will.value : null }) : null,
    playGifts: played ? playGifts(played, contractor) : null,
    spending: tab === 'story' && contractor.editable ? spendingOptions(contractor) : null,
    spendLock: spendLock?.ok ? spendLock.value : null,
    tab,
    rolls,
    ledger,
    ledgerTotal: ledgerTotal ?? ledger.length,
    openRoll: contractor.editable && findPool(contractor, asked) ? asked : null,
    openCare: contractor.editable && tab === 'status' && contractor.injuries.some((i) => i.id === care) ? care : null,
    openForm: contractor.editable && tab === 'status' && form === 'trauma' ? form : null,
    rollChoice: parseRollChoice(url.searchParams),
    gear: tab === 'stock' ? { weapons: weaponGroups(), armor: armorChoices() } : null,
    gifts: gifts?.ok ? gifts.value : null,
    record: record?.ok ? record.value : null,
    notices: notices.ok ? notices.value : [],
    // Where it stands in its home Playgroup (to its owner and its Leaders): why it cannot answer invitations yet.
    approval: await getSheetApproval(locals.platform, locals.actor, params.id),
    freeAgent: contractor.editable ? await freeAgentStanding(locals, params.id) : null,
    life: await sheetLife({ locals }, contractor),
    undoable: undoable?.ok ? undoable.value : [],
    pending: pending?.ok ? pending.value : [],
    // The Status tab's times (Injury clocks, roll history) read in the account's zone; null for a visitor.
    zone: tab === 'status' && locals.actor ? await viewerZone(locals.platform, locals.actor) : null,
    // Loose Ends, filtered in platform: their Threat, Cutoff and tie-up only reach the GMs and Leaders who may know.
    looseEnds: tab === 'status' ? await looseEndsFor(locals, params.id) : null,
  };
};

export const actions: Actions = {
  roll: rollAction,
  addInjury: addInjuryAction,
  injury: injuryAction,
  mind: mindAction,
  exert: exertAction,
  addTrauma: addTraumaAction,
  removeTrauma: removeTraumaAction,
  removeScar: removeScarAction,
  source: sourceAction,
  spend: spendAction,
  undo: undoAction,
  trade: tradeAction,
  withdraw: withdrawAction,
  resubmit: resubmitAction,
  retire: retireAction,
  save: saveAction,
  vetoGift: vetoGiftAction,
  liftVeto: liftVetoAction,
  confirmDeath: confirmDeathAction,
  activateGift: activateGiftAction,
  useItem: useItemAction,
};

/** A Free Agent's visits left, for its owner's notice (null with a home). */
async function freeAgentStanding(locals: App.Locals, id: string) {
  const standing = await getFreeAgentStanding(locals.platform, locals.actor, id);
  return standing.ok ? standing.value : null;
}
