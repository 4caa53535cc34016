import type { ContractorView } from '@harbinger/platform';
import type { SheetTab } from './words.js';

/**
 * The sheet as one tab sends it: the long free texts are kept only on the tab that shows them (biography and notes
 * on Story, equipment on Stock) and are empty elsewhere, since a played sheet's Markdown can outweigh the rest.
 */
export function viewForTab(view: ContractorView, tab: SheetTab): ContractorView {
  const story = tab === 'story';
  const equipment = tab === 'stock' ? view.equipment : '';
  return { ...view, biography: story ? view.biography : '', notes: story ? view.notes : '', equipment };
}
