/** The time zone new accounts get when none is chosen (and the one a browser without scripts shows). */
export const DEFAULT_TIMEZONE = 'UTC';

let cached: string[] | undefined;

/** Every IANA time zone name this server knows, UTC first, for the time zone pickers. */
export function timezoneNames(): string[] {
  cached ??= [DEFAULT_TIMEZONE, ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIMEZONE)];
  return cached;
}
