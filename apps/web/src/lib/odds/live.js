// @ts-check
/* global document, window, history, fetch, clearTimeout, URLSearchParams, FormData, DOMParser, HTMLElement,
   HTMLFormElement, HTMLInputElement -- a browser script */
// The probability page's only script: it makes the server-drawn page live. Every change to the form asks the server
// for the page at the new address (the same GET a plain submit makes), puts the new figures in place without a
// reload, and keeps the address in step with history.replaceState. The form itself is never replaced, so typing,
// focus and open sections stay as they are. Without this script the form's submit button does the same job.
// It is shipped as it is (a `?url` asset, no framework), which keeps the page's JavaScript to a kilobyte or two.

/**
 * The fetched page without its <style> elements: they carry the nonce of the response they came in, so parsing them
 * here would break this page's style policy (and report it), and the regions taken from the page do not need them.
 */
const withoutStyles = (/** @type {string} */ html) => html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');

const form = document.querySelector('form[data-odds-form]');
const figures = document.getElementById('odds-figures');
const issues = document.getElementById('odds-issues-region');
const announce = document.getElementById('odds-announce');

/** How long typing may pause before the figures follow (a burst of keystrokes asks once). */
const PAUSE_MS = 120;

if (form instanceof HTMLFormElement && figures && issues) {
  const live = form;
  let asked = 0;
  let timer = 0;

  /** Shows roll B's fields as soon as "compare" is ticked, before the server has answered. */
  const showRollB = () => {
    const compare = live.elements.namedItem('compare');
    const on = compare instanceof HTMLInputElement && compare.checked;
    const rollB = live.querySelector('[data-roll="b"]');
    if (rollB instanceof HTMLElement) rollB.hidden = !on;
    live.querySelector('[data-rolls]')?.classList.toggle('two', on);
  };

  /** The ids of the open disclosures in a region, so the same ones are open after the swap. */
  const openIds = (/** @type {Element} */ region) =>
    new Set([...region.querySelectorAll('details[open][id]')].map((details) => details.id));

  /** Replaces a region's content with the same region of the fetched page, keeping its disclosures open. */
  const swap = (/** @type {Element} */ region, /** @type {Document} */ page) => {
    const fresh = page.getElementById(region.id);
    if (!fresh) return;
    const open = openIds(region);
    region.replaceChildren(...fresh.childNodes);
    for (const id of open) region.querySelector(`details[id="${id}"]`)?.setAttribute('open', '');
    return fresh;
  };

  const update = async () => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(live)) if (typeof value === 'string') params.append(key, value);
    const ticket = ++asked;
    try {
      const response = await fetch(`${live.action}?${params}`, { headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const page = new DOMParser().parseFromString(withoutStyles(await response.text()), 'text/html');
      if (ticket !== asked) return; // a later change is already on its way
      const fresh = swap(figures, page);
      swap(issues, page);
      const query = fresh?.getAttribute('data-query');
      if (query !== null && query !== undefined) history.replaceState(history.state, '', `?${query}`);
      if (announce) announce.textContent = page.getElementById('odds-announce')?.textContent ?? '';
    } catch {
      // Offline or failing: give the submit button back, so the page still works the plain way.
      delete live.dataset.live;
    }
  };

  live.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'compare') showRollB();
    clearTimeout(timer);
    timer = window.setTimeout(update, PAUSE_MS);
  });
  live.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update();
  });
  live.dataset.live = '';
}
