// Cards and plain forms: nothing here needs scripts.
/** No client-side rendering. */
export const csr = false;
