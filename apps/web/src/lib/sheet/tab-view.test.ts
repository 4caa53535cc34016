import type { ContractorView } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { viewForTab } from './tab-view.js';

const texts = { biography: 'Born in the rain.', notes: 'Owes Marta.', equipment: 'A torch.' };
const view = { id: 'c1', ...texts, conditions: ['Hunted'] } as unknown as ContractorView;

describe('viewForTab', () => {
  it('keeps the biography and notes for the Story tab only, and the equipment for the Stock tab only', () => {
    expect(viewForTab(view, 'story')).toMatchObject({ biography: texts.biography, notes: texts.notes, equipment: '' });
    expect(viewForTab(view, 'stock')).toMatchObject({ biography: '', notes: '', equipment: texts.equipment });
    const status = viewForTab(view, 'status');
    expect(status).toMatchObject({ biography: '', notes: '', equipment: '', conditions: ['Hunted'] });
  });

  it('leaves the view it was given alone', () => {
    viewForTab(view, 'status');
    expect(view.biography).toBe('Born in the rain.');
  });
});
