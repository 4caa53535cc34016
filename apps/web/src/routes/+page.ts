// The home page is drawn on the server only, like /odds: no hydration, so it loads none of the app's framework code.
// Its one small script (`live-form.js`) rolls the dice demo in the background; without it the demo's form is a GET.

/** No client-side rendering: plain HTML plus `live-form.js`. */
export const csr = false;
