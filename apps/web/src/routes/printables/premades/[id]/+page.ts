// A premade's sheet is paper only: no hydration, so the page loads none of the app's scripts.
/** No client-side rendering. */
export const csr = false;
