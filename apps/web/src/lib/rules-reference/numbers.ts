/** Small helpers that turn engine numbers into reference text, so tables and prose quote the engine. */

/** A whole number as text. */
export const num = (value: number): string => String(value);

/** A dice penalty as the sheet shows it: "none" for 0, else "−N dice". */
export function diceOff(dice: number | null): string {
  if (dice === null) return '—';
  if (dice === 0) return 'none';
  return `−${String(dice)} ${dice === 1 ? 'die' : 'dice'}`;
}

/** A signed modifier: "+2", "−1", "0". */
export function signed(value: number): string {
  if (value > 0) return `+${String(value)}`;
  if (value < 0) return `−${String(-value)}`;
  return '0';
}
