export { PREMADES, PREMADE_IDS, isPremadeId, type PremadeId } from './premades.js';
export type { PremadeConfig } from './premade-types.js';
export { premadeCreationInput, type PremadeCreationInput } from './creation-input.js';
