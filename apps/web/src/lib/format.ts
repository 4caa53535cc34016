/** A date as people write it ("21 November 2025"), in the reader's time zone when known. */
export function longDate(date: Date | string, timeZone = 'UTC'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  try {
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(value);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      value,
    );
  }
}

/** A signed number as a sheet shows a change: "+3", "−2", "0". */
export function signed(value: number): string {
  if (value > 0) return `+${String(value)}`;
  if (value < 0) return `−${String(-value)}`;
  return '0';
}
