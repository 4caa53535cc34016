import { decodeOddsQuery } from '@harbinger/rules';
import type { PageLoad } from './$types';

// The probability page needs no account and no database: its address is its whole state, read the same way on the
// server (first visit, or JavaScript off) and in the browser (moving between settings).

/** The settings the address asks for, repaired where needed, and the list of repairs to explain. */
export const load: PageLoad = ({ url }) => decodeOddsQuery(url.searchParams);
