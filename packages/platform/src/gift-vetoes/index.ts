export { tellVetoersOfRework } from './rework.js';
export {
  MAX_VETO_REASON,
  liftGiftVetoSchema,
  vetoGiftSchema,
  type LiftGiftVetoInput,
  type VetoGiftInput,
} from './schemas.js';
export { liftGiftVeto, vetoGift } from './veto-gift.js';
export { vetoPlaygroupsFor, vetoedGiftsIn, vetoedRefusal, vetoesInForce, type VetoedGift } from './veto-rows.js';
export type { GiftVetoView, VetoPlaygroup } from './views.js';
