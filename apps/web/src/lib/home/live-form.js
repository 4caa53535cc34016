// @ts-check
/* global document, history, fetch, URLSearchParams, FormData, DOMParser, HTMLElement, HTMLFormElement,
   HTMLInputElement -- a browser script */
// The one script of the home page and the walk-through (both drawn on the server, with no framework code): a form
// marked `data-live-form` is sent in the background instead of loading a new page. The server answers the same GET
// a plain submit makes; the regions marked `data-live-region` take the new content, every form's hidden fields take
// their new values (fresh dice seeds), the address follows with history.replaceState, and focus moves to the
// element the new page marks `data-live-focus`, if any. Without this script the forms do the same with a reload.

/** Replaces each live region of the page with the same region of the fetched page, keeping disclosures open. */
/**
 * The fetched page without its <style> elements: they carry the nonce of the response they came in, so parsing them
 * here would break this page's style policy (and report it), and the regions taken from the page do not need them.
 */
const withoutStyles = (/** @type {string} */ html) => html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');

const swapRegions = (/** @type {Document} */ fresh) => {
  for (const region of document.querySelectorAll('[data-live-region][id]')) {
    const next = fresh.getElementById(region.id);
    if (!next) continue;
    const open = [...region.querySelectorAll('details[open][id]')].map((details) => details.id);
    region.replaceChildren(...next.childNodes);
    for (const id of open) region.querySelector(`details[id="${id}"]`)?.setAttribute('open', '');
  }
};

/** Gives the page's hidden fields the values the fetched page holds (the seed of the next roll). */
const refreshHiddenFields = (/** @type {Document} */ fresh) => {
  for (const input of document.querySelectorAll('form[id] input[type="hidden"][name]')) {
    if (!(input instanceof HTMLInputElement) || !input.form) continue;
    const next = fresh.querySelector(`form[id="${input.form.id}"] input[type="hidden"][name="${input.name}"]`);
    if (next instanceof HTMLInputElement) input.value = next.value;
  }
};

/** Sends a form in the background; falls back to a plain submit when anything goes wrong. */
const send = async (/** @type {HTMLFormElement} */ form, /** @type {HTMLElement | null} */ submitter) => {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') params.append(key, value);
  const address = new URL(form.action);
  address.search = params.toString();
  form.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(address, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const fresh = new DOMParser().parseFromString(withoutStyles(await response.text()), 'text/html');
    swapRegions(fresh);
    refreshHiddenFields(fresh);
    history.replaceState(history.state, '', address);
    const focus = document.querySelector('[data-live-focus]');
    if (focus instanceof HTMLElement && form.dataset.liveForm === 'focus') {
      focus.focus({ preventScroll: true });
      focus.scrollIntoView({ block: 'start' });
    }
  } catch {
    form.submit();
  } finally {
    form.removeAttribute('aria-busy');
  }
};

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-live-form')) return;
  if (form.method.toLowerCase() !== 'get') return;
  event.preventDefault();
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  void send(form, submitter);
});

for (const form of document.querySelectorAll('form[data-live-form]'))
  if (form instanceof HTMLElement) form.dataset.live = '';
