import {
  LIABILITIES,
  PREMADES,
  STOCK_BATTLE_SCARS,
  STOCK_TRAUMAS,
  isPremadeId,
  premadeCreationInput,
  type AssetLiabilityConfig,
} from '@harbinger/rules';
import { checkCreation, createdColumns, creationLedger } from '../contractors/creation.js';
import { ledgerEntryView } from '../contractors/ledger.js';
import { buildView, type SheetRows } from '../contractors/sheet.js';
import type { ContractorView, LedgerEntryView } from '../contractors/views.js';
import { failure, refusals, success, type Outcome } from '../errors.js';

/** The handle printed as a premade's player: nobody's yet. */
export const PREMADE_OWNER_HANDLE = 'premade';

// A fixed date, so a premade's printed sheet is the same every day (the ledger prints its dates).
const PREMADE_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * The stored facts a premade would have as a brand-new Contractor, built in memory by the creation writer's own
 * helpers (row columns, starting ledger, the scars and Traumas its Liabilities give); nothing touches the database.
 */
function premadeRows(premadeId: keyof typeof PREMADES): Outcome<SheetRows> {
  const premade = PREMADES[premadeId];
  const checked = checkCreation(premadeCreationInput(premade));
  if (!checked.ok) return checked;
  const { value, traits, limits, picks } = checked.value;
  const id = `premade-${premadeId}`;
  const liabilities = picks.liabilities.map((l): AssetLiabilityConfig => LIABILITIES[l]);
  const contractor: SheetRows['contractor'] = {
    id,
    ownerId: PREMADE_OWNER_HANDLE,
    version: 1,
    ...createdColumns(value, limits, picks),
    // The columns the database would fill with defaults, filled here the same way.
    private: value.private,
    age: value.age ?? '',
    residence: value.residence ?? '',
    appearance: value.appearance ?? '',
    secondaryAbilities: value.secondaryAbilities,
    assets: picks.assets,
    liabilities: picks.liabilities,
    mindDamage: 0,
    source: null,
    conditions: [],
    circumstances: [],
    trophies: [],
    equipment: premade.equipment,
    weapons: [...premade.weapons],
    armor: premade.armor,
    biography: premade.biography,
    notes: '',
    victories: 0,
    retiredAt: null,
    unverifiedImport: null,
    createdAt: PREMADE_DATE,
    updatedAt: PREMADE_DATE,
  };
  const ledger = creationLedger({ traits, ...picks, useCoinOfCharon: false }).map((entry, i) => ({
    id: `${id}-ledger-${String(i)}`,
    contractorId: id,
    userId: null,
    cause: {},
    ...entry,
    createdAt: PREMADE_DATE,
    voidedAt: null,
  }));
  const battleScars = liabilities.flatMap((l, i) =>
    l.scarId
      ? [
          {
            id: `${id}-scar-${String(i)}`,
            contractorId: id,
            injuryId: null,
            stockId: l.scarId,
            name: STOCK_BATTLE_SCARS[l.scarId].name,
            scarClass: STOCK_BATTLE_SCARS[l.scarId].scarClass,
            permanent: true,
            createdAt: PREMADE_DATE,
            willToSurvive: false,
            effects: null,
          },
        ]
      : [],
  );
  const traumas = liabilities.flatMap((l, i) =>
    l.traumaId
      ? [
          {
            id: `${id}-trauma-${String(i)}`,
            contractorId: id,
            stockId: l.traumaId,
            name: STOCK_TRAUMAS[l.traumaId].name,
            summary: STOCK_TRAUMAS[l.traumaId].summary,
            createdAt: PREMADE_DATE,
          },
        ]
      : [],
  );
  return success({
    contractor,
    ownerHandle: PREMADE_OWNER_HANDLE,
    injuries: [],
    battleScars,
    traumas,
    ledger,
    death: null,
    openLooseEnds: 0,
  });
}

/** A premade's sheet and starting ledger, as a new Contractor made from it would show them. */
export interface PremadeSheet {
  contractor: ContractorView;
  ledger: LedgerEntryView[];
}

/**
 * A premade as the sheet shows it: the same view a real new Contractor built from it would have (derived numbers,
 * ledger, flags), with `premade` as its player, editable by nobody. Unknown ids are `not_found`.
 * @example const sheet = premadeSheet('wen-haraldsen'); if (sheet.ok) sheet.value.contractor.derived.body
 */
export function premadeSheet(premadeId: string): Outcome<PremadeSheet> {
  if (!isPremadeId(premadeId)) return failure(refusals.notFound('That premade Contractor'));
  const rows = premadeRows(premadeId);
  if (!rows.ok) return rows;
  return success({ contractor: buildView(rows.value, undefined), ledger: rows.value.ledger.map(ledgerEntryView) });
}
