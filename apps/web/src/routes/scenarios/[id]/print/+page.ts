// A page for paper: plain HTML and print CSS, no hydration.
/** No client-side rendering. */
export const csr = false;
