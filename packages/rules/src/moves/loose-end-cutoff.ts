/** A Loose End as its countdown reads it. */
export interface CutoffState {
  cutoff: number;
  /** Its Threat must be met in a Hustle run by a GM before the Contractor plays again. */
  needsHustle: boolean;
  resolved: boolean;
}

/**
 * The Cutoff after the Contractor attends one more Contract: one less, never below 0; a resolved Loose End no longer
 * counts down. `manifests` is true on the Contract that brings it to 0.
 * @example tickCutoff({ cutoff: 1, needsHustle: true, resolved: false }) // { cutoff: 0, manifests: true }
 */
export function tickCutoff(state: CutoffState): { cutoff: number; manifests: boolean } {
  if (state.resolved || state.cutoff <= 0) return { cutoff: Math.max(0, state.cutoff), manifests: false };
  const cutoff = state.cutoff - 1;
  return { cutoff, manifests: cutoff === 0 };
}

/** True once the Threat has come due (Cutoff 0) and nobody tied the Loose End up. */
export function threatManifested(state: CutoffState): boolean {
  return !state.resolved && state.cutoff <= 0;
}

/** True when the Loose End keeps its Contractor from answering invitations: due, unresolved, and needing a Hustle. */
export function threatBlocksPlay(state: CutoffState): boolean {
  return threatManifested(state) && state.needsHustle;
}
