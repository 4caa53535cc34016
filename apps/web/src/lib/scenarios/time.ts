/** "3 Jan 2030, 12:00 UTC": a revision's moment, the same on server and browser (always UTC). */
export function dateTimeLabel(at: Date | string): string {
  const d = new Date(at);
  const date = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}
