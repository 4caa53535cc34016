import { describe, expect, it } from 'vitest';
import { contractRewards } from './contract-rewards.js';
import { rewardTotals } from './reward-totals.js';

const standing = { victories: 0, earnedExpForCap: 0, creditsReceived: 0 };

describe('rewardTotals', () => {
  it('seed: a home victory with the Commission totals 7 Exp and a Gift Credit; a death gives the player a Coin', () => {
    const paid = contractRewards({
      contract: {
        id: 'c1',
        playgroupId: 'pg',
        gm: { userId: 'gm' },
        houseRules: { goldenRatio: false, healing: 'gritty' },
        attendees: [
          {
            attendanceId: 'a1',
            contractorId: 'k1',
            playerUserId: 'u1',
            homePlaygroupId: 'pg',
            outcome: 'victory',
            firstContractEver: false,
          },
          {
            attendanceId: 'a2',
            contractorId: 'k2',
            playerUserId: 'u2',
            homePlaygroupId: 'away',
            outcome: 'death',
            firstContractEver: false,
          },
        ],
        ringers: [],
        commissionContractorId: 'k1',
      },
      standings: { k1: standing, k2: standing },
    });
    if (!paid.ok) throw new Error('refused');
    const totals = rewardTotals(paid.value.entries);
    expect(totals.get('k1')).toEqual({ exp: 7, gift_credit: 1, improvement: 0, coin_of_charon: 0 });
    expect(totals.get('k2')).toEqual({ exp: 1, gift_credit: 0, improvement: 0, coin_of_charon: 0 });
    expect(totals.get('player:u2')).toEqual({ exp: 0, gift_credit: 0, improvement: 0, coin_of_charon: 1 });
  });
});
