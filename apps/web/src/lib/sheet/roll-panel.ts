import RollPanel from './RollPanel.svelte';
import { findPool } from './pools.js';

// The roll panel comes with the way to find the pool it opens on, so the sheet page sends no list of pools: both
// load together, only once a roll is asked for.

/** The roll panel component. */
export { RollPanel };

/** The pool a roll button names, worked out from the sheet's facts. */
export { findPool };
