export { isCombatMove, sheetPools, weaponPool, type SheetPool, type SheetPoolKind } from './sheet-pools.js';
