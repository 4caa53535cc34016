import { error } from '@sveltejs/kit';
import { getContractorGifts, getContractorRecord, getSheetPage } from '@harbinger/platform';
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
} from '$lib/sheet/actions.server';
import { armorChoices, traumaChoices, weaponGroups } from '$lib/sheet/gear';
import { sheetModel } from '$lib/sheet/model';
import { parseRollChoice, sheetPools } from '$lib/sheet/pools';
import { sheetTab } from '$lib/sheet/words';
import type { Actions, PageServerLoad } from './$types';

/** How many rolls of the history the sheet shows. */
const HISTORY_LENGTH = 20;

// The live sheet: one tab at a time (?tab=status|stock|story), every number computed by the rules from the view.
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const tab = sheetTab(url.searchParams.get('tab'));
  // One read for the sheet, plus the roll history on Status and the ledger on Story.
  const found = await getSheetPage(locals.platform, locals.actor, params.id, { rolls: tab === 'status' ? HISTORY_LENGTH : 0, ledger: tab === 'story' });
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const { contractor, rolls, ledger } = found.value;
  const gifts = tab === 'stock' ? await getContractorGifts(locals.platform, locals.actor, params.id) : null;
  // Playgroup life (voided-Contract and voided-death notices, home, approval) sits with the Story.
  const record = tab === 'story' ? await getContractorRecord(locals.platform, locals.actor, params.id) : null;
  const pools = sheetPools(contractor);
  const asked = url.searchParams.get('roll');
  const care = url.searchParams.get('care');
  const form = url.searchParams.get('open');
  return {
    contractor,
    sheet: sheetModel(contractor),
    pools,
    tab,
    rolls,
    ledger,
    openRoll: contractor.editable && pools.some((p) => p.key === asked) ? asked : null,
    openCare: contractor.editable && tab === 'status' && contractor.injuries.some((i) => i.id === care) ? care : null,
    openForm: contractor.editable && tab === 'status' && form === 'trauma' ? form : null,
    rollChoice: parseRollChoice(url.searchParams),
    gear: tab === 'stock' ? { weapons: weaponGroups(), armor: armorChoices() } : null,
    gifts: gifts?.ok ? gifts.value : null,
    record: record?.ok ? record.value : null,
    stockTraumas: tab === 'status' && contractor.editable ? traumaChoices() : [],
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
  save: saveAction,
};
