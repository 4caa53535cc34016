// The rules reference is text: drawn on the server only, with no hydration, so it ships none of the app's
// framework code (search is a plain GET form; see apps/web/src/routes/odds/+page.ts for the same choice).

/** No client-side rendering anywhere under /rules, error pages included. */
export const csr = false;
