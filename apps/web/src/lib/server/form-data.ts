/** A text field of a submitted form: its trimmed value, or '' when it is missing or a file. */
export function formText(form: FormData, name: string, options: { trim?: boolean } = {}): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  return options.trim === false ? value : value.trim();
}

/** A checkbox of a submitted form: true when it was ticked (sent at all, with any value but "false"). */
export function formChecked(form: FormData, name: string): boolean {
  const value = form.get(name);
  return typeof value === 'string' && value !== 'false';
}

/**
 * A number field of a submitted form: the number typed, `undefined` when blank, or the text itself when it is
 * not a number, so the platform's schema names the problem instead of the web layer guessing.
 */
export function formNumber(form: FormData, name: string): number | string | undefined {
  const text = formText(form, name);
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/** Every ticked value of a group of checkboxes sharing one name, in form order, without repeats. */
export function formList(form: FormData, name: string): string[] {
  const values: string[] = [];
  for (const value of form.getAll(name))
    if (typeof value === 'string' && value !== '' && !values.includes(value)) values.push(value);
  return values;
}
