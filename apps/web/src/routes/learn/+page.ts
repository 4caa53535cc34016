import { walkthrough } from '#lib/learn/walkthrough.ts';
import type { PageLoad } from './$types';

// The walk-through needs no account and no database: its address is its whole state (the choices so far and the
// seeds of its rolls). Like /odds it is drawn on the server only; `live-form.js` sends each step's form in the
// background, and without scripts each form is a plain GET.

/** No client-side rendering: plain HTML plus `live-form.js`. */
export const csr = false;

/** Every step worked out with the rules engine from the address. */
export const load: PageLoad = ({ url }) => walkthrough(url.searchParams);
