/** Browser features no page of Harbinger uses, denied to it and to anything it might embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/** Headers every answer carries: no MIME sniffing, no framing, no full URLs in Referer, no powerful features. */
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
} as const;

/** A year of HTTPS only, for this host alone (its subdomains may be someone else's plain-HTTP services). */
const HSTS = 'max-age=31536000';

/**
 * The security headers of one answer; `https` says whether the request reached us over HTTPS, and only then is
 * Strict-Transport-Security sent (over plain HTTP it would be ignored, and it must not lock out a LAN server).
 * The Content-Security-Policy comes from SvelteKit (`csp` in vite.config.ts), with a nonce per page.
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return options.https ? { ...ALWAYS, 'strict-transport-security': HSTS } : { ...ALWAYS };
}

/** Adds the security headers `response` does not set itself. */
export function withSecurityHeaders(response: Response, options: { https: boolean }): Response {
  for (const [name, value] of Object.entries(securityHeaders(options)))
    if (!response.headers.has(name)) response.headers.set(name, value);
  return response;
}
