/**
 * What a reader does on a page before its script has taken over (a slow phone: the HTML is there, the JavaScript is
 * not yet) must survive hydration. Svelte re-applies the server's values when it hydrates, so text typed into a
 * plain `value={…}` field is emptied and a `<details>` opened early is closed again. We note those changes from the
 * moment the client starts and put them back once the page is mounted, with the events a binding listens for.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Kept = { kind: 'value'; value: string } | { kind: 'checked'; checked: boolean };

const keptFields = new Map<Field, Kept>();
const keptDisclosures = new Map<HTMLDetailsElement, boolean>();
let watching = false;

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

const isToggle = (field: Field) => field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type);

function keep(field: Field): void {
  if (field instanceof HTMLInputElement && field.type === 'file') return; // a file cannot be put back
  keptFields.set(
    field,
    isToggle(field)
      ? { kind: 'checked', checked: (field as HTMLInputElement).checked }
      : { kind: 'value', value: field.value },
  );
}

function changedFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (field.multiple) return options.some((o) => o.selected !== o.defaultSelected);
    // With no option marked, a select starts on its first.
    const marked = options.findIndex((o) => o.defaultSelected);
    return field.selectedIndex !== (marked < 0 ? 0 : marked);
  }
  if (isToggle(field)) return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  return field.value !== field.defaultValue;
}

const onEdit = (event: Event) => {
  if (isField(event.target)) keep(event.target);
};

/** A summary's click toggles its details after the event, so the state it is heading for is the opposite. */
const onClick = (event: Event) => {
  const summary = event.target instanceof Element ? event.target.closest('summary') : null;
  const details = summary?.parentElement;
  if (details instanceof HTMLDetailsElement && details.firstElementChild === summary) {
    keptDisclosures.set(details, !details.open);
  }
};

/** Called as the client starts (hooks.client `init`), before the page hydrates. */
export function watchBeforeHydration(): void {
  if (watching) return;
  watching = true;
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    if (changedFromServer(field)) keep(field);
  }
  // An open one may be the server's doing or the reader's; either way it should stay open.
  for (const details of document.querySelectorAll('details[open]'))
    keptDisclosures.set(details as HTMLDetailsElement, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  document.addEventListener('click', onClick, true);
}

/** Called once the root layout is mounted: hydration is over, so put back what it undid. */
export function restoreAfterHydration(): void {
  if (!watching) return;
  watching = false;
  document.removeEventListener('input', onEdit, true);
  document.removeEventListener('change', onEdit, true);
  document.removeEventListener('click', onClick, true);
  for (const [field, kept] of keptFields) {
    if (!field.isConnected) continue;
    if (kept.kind === 'checked') {
      const box = field as HTMLInputElement;
      if (box.checked === kept.checked) continue;
      box.checked = kept.checked;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      if (field.value === kept.value) continue;
      field.value = kept.value;
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  for (const [details, open] of keptDisclosures) {
    if (details.isConnected && details.open !== open) details.open = open;
  }
  keptFields.clear();
  keptDisclosures.clear();
  // Marks the page as live (browser tests wait on it before checking what a slow start kept).
  document.documentElement.dataset.hydrated = '';
}
