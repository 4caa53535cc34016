export { startFromPremade } from './start-from-premade.js';
export { PREMADE_OWNER_HANDLE, premadeSheet, type PremadeSheet } from './premade-sheet.js';
