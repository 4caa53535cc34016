/**
 * The path of a request as it may be written to a log: the secret of an unclaimed Contractor's edit link (its last
 * segment) is blanked, since anyone reading the log could otherwise edit or claim that Contractor.
 * @example loggablePath('/contractors/unclaimed/abc/s3cret') // '/contractors/unclaimed/abc/…'
 */
export function loggablePath(pathname: string): string {
  return pathname.replace(/^(\/contractors\/unclaimed\/[^/]+\/)[^/]+/, '$1…');
}
