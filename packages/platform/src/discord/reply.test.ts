import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMIT, messageReply, readButtonId, rollButtons } from './reply.js';

describe('messageReply', () => {
  it('cuts a message past Discord’s limit instead of having it refused', () => {
    const content = messageReply('x'.repeat(MESSAGE_LIMIT + 10)).data.content;
    expect(content).toHaveLength(MESSAGE_LIMIT);
    expect(content.endsWith('…')).toBe(true);
    expect(messageReply('short').data.content).toBe('short');
  });
});

describe('roll buttons', () => {
  it('name the roll they came with, and read it back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 49 }),
        fc.integer({ min: 4, max: 15 }),
        fc.boolean(),
        fc.boolean(),
        (pool, difficulty, exert, rank6) => {
          const row = rollButtons({ pool, difficulty, exert, rank6 })[0] as { components: { custom_id: string }[] };
          const [odds, reroll] = row.components.map((b) => readButtonId(b.custom_id));
          expect(odds).toEqual({ action: 'odds', roll: { pool, difficulty, exert, rank6 } });
          expect(reroll).toEqual({ action: 'exert', roll: { pool, difficulty, exert, rank6 } });
        },
      ),
    );
  });

  it('ignore ids this bot did not make', () => {
    for (const id of ['', 'odds', 'odds:5', 'odds:a@7', 'delete:5@7', 'odds:123@7', 'odds:5@7:exx'])
      expect(readButtonId(id)).toBeNull();
  });
});
