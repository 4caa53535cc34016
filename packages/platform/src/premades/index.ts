export { startFromPremade } from './start-from-premade.js';
export { PREMADE_OWNER_HANDLE, premadeSheetView } from './premade-sheet.js';
