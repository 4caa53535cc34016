import { glossaryByLetter } from '#lib/rules-reference/glossary.ts';
import type { PageLoad } from './$types';

/** The glossary, A–Z. */
export const load: PageLoad = () => ({ groups: glossaryByLetter() });
