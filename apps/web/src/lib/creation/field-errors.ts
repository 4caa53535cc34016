import type { CreationFormValues } from './form-values.js';

/**
 * Files a platform error's field messages under the creation form's own field names: Limits by slot
 * (`limits.1`), Secondary Abilities by row (`secondary.0`, found by name), Asset and Liability picks under their
 * group (`assets`), everything else as it came (`attributes.brawn`, `name`). Messages for the same place join.
 */
export function creationFieldErrors(
  fields: Record<string, string>,
  values: CreationFormValues,
): Record<string, string> {
  const mapped: Record<string, string> = {};
  const add = (key: string, message: string): void => {
    mapped[key] = mapped[key] === undefined ? message : `${mapped[key]} ${message}`;
  };
  for (const [field, message] of Object.entries(fields)) {
    const [group, key] = field.split('.', 2);
    if (group === 'limits') add(key === undefined ? 'limits' : `limits.${key}`, message);
    else if (group === 'assets' || group === 'liabilities') add(group, message);
    else if (group === 'secondaryAbilities' && key !== undefined) {
      const name = field.slice('secondaryAbilities.'.length);
      const row = values.secondary.findIndex((r) => r.name.trim() === name);
      add(row < 0 ? 'secondary' : `secondary.${String(row)}`, message);
    } else add(field, message);
  }
  return mapped;
}
