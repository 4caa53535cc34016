import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyListEdits, reverseListChanges, type ListEdits } from './list-changes.js';

const none = { add: [], remove: [] };
const edits = (over: Partial<ListEdits>): ListEdits => ({
  conditions: none,
  circumstances: none,
  trophies: none,
  ...over,
});

describe('Move list changes', () => {
  const lists = { conditions: ['Cursed', 'Hunted'], circumstances: ['Owes the Duke'], trophies: [] };

  it('removes what the sheet holds and appends what is added', () => {
    const done = applyListEdits(lists, edits({ conditions: { add: ['Blessed'], remove: ['Cursed'] } }));
    expect(done).toMatchObject({ ok: true, lists: { conditions: ['Hunted', 'Blessed'] } });
  });

  it('refuses to remove what is not there, naming the field', () => {
    expect(applyListEdits(lists, edits({ trophies: { add: [], remove: ['A crown'] } }))).toEqual({
      ok: false,
      field: 'trophies.remove.0',
      text: 'A crown',
    });
  });

  it('reverses exactly, whatever the edits', () => {
    const text = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 5 }),
        fc.array(text, { maxLength: 3 }),
        fc.array(text, { maxLength: 3 }),
        (start, add, remove) => {
          const before = { conditions: start, circumstances: [], trophies: [] };
          const done = applyListEdits(before, edits({ conditions: { add, remove } }));
          if (!done.ok) return;
          expect(reverseListChanges(done.lists, done.changes)).toEqual(before);
        },
      ),
    );
  });
});
