import { decodeOddsQuery } from '@harbinger/rules';
import type { PageLoad } from './$types';

// The probability page needs no account and no database: its address is its whole state. It is drawn on the server
// only, with no hydration, so it loads none of the app's framework code: its one small script (`live.js`) fetches
// the page again at each new address and swaps in the figures, and without scripts the form's GET does the same.

/** No client-side rendering: the page is plain HTML and SVG plus `live.js`. */
export const csr = false;

/** The settings the address asks for, repaired where needed, and the list of repairs to explain. */
export const load: PageLoad = ({ url }) => decodeOddsQuery(url.searchParams);
