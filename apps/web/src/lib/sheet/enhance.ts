import { enhance } from '$app/forms';
import { invalidateAll } from '$app/navigation';
import type { SubmitFunction } from '$app/forms';

/**
 * The sheet's `use:enhance` callback: the page updates in place without losing what was typed, and when another
 * tab or device saved first (409) the sheet reloads under the kept input, so the next save carries the new version.
 */
export const keepInput: SubmitFunction = () => {
  return async ({ result, update }) => {
    await update({ reset: false, invalidateAll: true });
    if (result.type === 'failure' && (result.data as { conflict?: boolean } | undefined)?.conflict)
      await invalidateAll();
  };
};

const enhanced = new WeakSet<HTMLFormElement>();

/**
 * Enhances a sheet form on its first submit. Listening once at the document (capture phase) spares every form
 * its own `use:enhance`, which keeps the page's JavaScript small; the listener `enhance` adds to the form still
 * runs for this very submit, since the event has not reached the form yet.
 */
export function enhanceOnSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest('[data-sheet]') || enhanced.has(form)) return;
  // A form that leaves the sheet for good (delete) submits natively: the page it lands on is a fresh document, with
  // none of the sheet's serialised data left in the first load's script.
  if (form.hasAttribute('data-full-load')) return;
  enhanced.add(form);
  enhance(form, keepInput);
}

/** What an in-place link of the sheet opens: a roll panel, an Injury's care forms, or a form by name. */
export type InPlace = { kind: 'roll' | 'care' | 'open'; value: string };

/**
 * What a plain left click on one of the sheet's in-place links asks for: a roll panel (`data-roll`, the pool), an
 * Injury's care forms (`data-care`, its id) or an on-demand form (`data-open`, its name). Any other click, and every
 * click without scripts, leaves the link to navigate (to `?roll=`, `?care=` or `?open=`, which the server renders).
 */
export function inPlaceClick(event: MouseEvent): InPlace | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('a[data-roll], a[data-care], a[data-open]')
      : null;
  if (!link) return undefined;
  event.preventDefault();
  const { roll, care, open } = link.dataset;
  return roll
    ? { kind: 'roll', value: roll }
    : care
      ? { kind: 'care', value: care }
      : { kind: 'open', value: open ?? '' };
}
