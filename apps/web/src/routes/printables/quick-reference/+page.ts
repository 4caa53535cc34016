import { quickReference } from '#lib/printables/quick-reference.ts';
import type { PageLoad } from './$types';

// The quick reference is a printed page: plain HTML and print CSS, no hydration, nothing to download but the page.
/** No client-side rendering. */
export const csr = false;

/** Every number on the sheet, straight from the rules package. */
export const load: PageLoad = () => ({ ref: quickReference() });
