import type { VoidResult } from '@harbinger/platform';

const injuries = (n: number) => (n === 1 ? '1 Injury' : `${n} Injuries`);

/** The sentence a void adds about the healing it gave back, and the Injuries it had to leave for a GM. */
export function healingWords(v: Pick<VoidResult, 'healingRestored' | 'healingKept'>): string {
  const back =
    v.healingRestored.length > 0 ? ` The healing it did came back on ${injuries(v.healingRestored.length)}.` : '';
  const kept =
    v.healingKept.length > 0
      ? ` ${injuries(v.healingKept.length)} it healed had changed since, so ` +
        `${v.healingKept.length === 1 ? 'it was left as it is' : 'they were left as they are'}: see the note on each sheet.`
      : '';
  return back + kept;
}
