import type {
  ChangeRequestView,
  ContractorGiftsView,
  ContractorRecord,
  ContractorView,
  LedgerEntryView,
  LooseEndView,
  RollRecord,
  SpendLockView,
} from '@harbinger/platform';
import type { Component } from 'svelte';
import type { InjuryLine } from './injuries.js';
import type { ArmorChoice, WeaponGroup } from './gear.js';
import type { StatusModel } from './model.js';
import type { PlayGifts } from './play-gifts.js';
import type { SheetResult } from './results.js';
import type { SpendingOptions } from './spending.js';

/** What every tab of the sheet receives; each tab reads the parts it shows. */
export interface SheetTabProps {
  c: ContractorView;
  /** The Status tab's numbers (null on the other tabs). */
  sheet: StatusModel | null;
  /** The Gifts and Consumables of the Status tab, their rolls worked out (null on the other tabs). */
  playGifts?: PlayGifts | null | undefined;
  /** What the owner may buy with Exp (Story tab, owner only). */
  spending: SpendingOptions | null;
  /** Why Exp cannot be spent right now (Story tab, owner only); null when it can. */
  spendLock?: SpendLockView | null | undefined;
  rolls: readonly RollRecord[];
  ledger: readonly LedgerEntryView[];
  /** How many ledger entries there are in all, when `ledger` holds only the latest (Story tab). */
  ledgerTotal?: number | undefined;
  /** Ledger entries of spends the owner may still undo (Story tab). */
  undoable?: readonly string[] | undefined;
  /** Changes waiting for a Leader of the home Playgroup (Story tab). */
  pending?: readonly ChangeRequestView[] | undefined;
  gear: { weapons: WeaponGroup[]; armor: ArmorChoice[] } | null;
  /** The Contractor's Gifts, crafted items and Source (Stock tab only). */
  gifts?: ContractorGiftsView | null | undefined;
  /**
   * Playgroup life: notices of voided Contracts and deaths in full, home, approval (Story tab only; a short banner of
   * the notices heads every tab, see NoticeBanner.svelte).
   */
  record?: ContractorRecord | null | undefined;
  /** Open Loose Ends (Status tab), their Threat and Cutoff only for the GMs and Leaders who may know them. */
  looseEnds?: readonly LooseEndView[] | null | undefined;
  result: SheetResult | undefined;
  tab: string;
  interactive: boolean;
  /** The Injury component, loaded only for sheets that have Injuries (it carries the stabilize and scar forms). */
  InjuryItem?: Component<InjuryItemProps> | null | undefined;
  /** The Injury whose scar prompt and Stabilization form are open, and their component once loaded. */
  openCare?: string | null | undefined;
  InjuryCare?: Component<InjuryCareProps> | null | undefined;
  /** The on-demand form open by name (`?open=trauma`), and the new-Trauma form's component once loaded. */
  openForm?: string | null | undefined;
  TraumaForm?: Component<TraumaFormProps> | null | undefined;
}

/** What the new-Trauma form receives. */
export interface TraumaFormProps {
  c: ContractorView;
  result: SheetResult | undefined;
  tab: string;
}

/** What the scar prompt and Stabilization form of one Injury receive. */
export interface InjuryCareProps {
  injury: InjuryLine;
  version: number;
  result: SheetResult | undefined;
  tab: string;
}

/** What one Injury's component receives. */
export interface InjuryItemProps {
  injury: InjuryLine;
  version: number;
  editable: boolean;
  result: SheetResult | undefined;
  tab: string;
  interactive: boolean;
  careOpen: boolean;
  InjuryCare?: Component<InjuryCareProps> | null | undefined;
}
