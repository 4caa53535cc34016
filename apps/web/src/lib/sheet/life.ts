import type { DeathWatch } from '@harbinger/platform';
import type { IncapacityReason } from '@harbinger/rules';

/** What the roll panel tells a player whose Contractor cannot act, by the rules' reason. */
export const INCAPACITY_NOTES: Record<IncapacityReason, string> = {
  body_spent:
    'Incapacitated (Body at 0): any roll fails by itself at Outcome 0 and is kept in the history as such. No exertion.',
  mind_spent:
    'Incapacitated (Mind at 0): any roll fails by itself at Outcome 0 and is kept in the history as such. No exertion.',
  body_below_zero:
    'Body below 0: dead unless the GM rules otherwise. Any roll fails by itself at Outcome 0 until then. No exertion.',
};

/** The sheet banner's headline for a Contractor who cannot act. */
export const INCAPACITY_HEADLINES: Record<IncapacityReason, string> = {
  body_spent: 'Incapacitated: Body at 0',
  mind_spent: 'Incapacitated: Mind at 0',
  body_below_zero: 'Body below 0: dead unless the GM rules otherwise',
};

/** What the sheet's death banner shows: a standing death, or a Body below 0 waiting for the GM's word. */
export interface SheetLife {
  /** The death that stands: when (in the viewer's time zone) and on which Contract. */
  dead: { when: string; contract: { id: string; title: string } | null } | null;
  /** Body below 0, no death recorded yet: who may confirm and whether the viewer may. */
  pending: Pick<DeathWatch, 'confirmer' | 'contract' | 'canConfirm'> | null;
}
