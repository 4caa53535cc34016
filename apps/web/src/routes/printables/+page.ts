// A list of links: nothing on it needs scripts.
/** No client-side rendering. */
export const csr = false;
