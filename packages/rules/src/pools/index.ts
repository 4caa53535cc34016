export {
  isCombatMove,
  sheetPools,
  weaponPool,
  type PoolScars,
  type SheetPool,
  type SheetPoolKind,
} from './sheet-pools.js';
