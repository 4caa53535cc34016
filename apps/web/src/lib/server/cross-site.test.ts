import { describe, expect, it } from 'vitest';
import { isCrossSiteForm } from './cross-site.js';

const SELF = 'https://harbinger.example';

function write(headers: Record<string, string>, method = 'POST'): Request {
  return new Request(`${SELF}/api/v1/contractors`, { method, headers });
}

describe('isCrossSiteForm', () => {
  it('refuses a form post from another site, or from nowhere', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'Text/Plain'])
      expect(isCrossSiteForm(write({ 'content-type': type, origin: 'https://evil.example' }), SELF)).toBe(true);
    expect(isCrossSiteForm(write({ 'content-type': 'text/plain' }), SELF)).toBe(true);
  });

  it('refuses a bodiless write from another site, whatever the method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(isCrossSiteForm(write({ origin: 'https://evil.example' }, method), SELF)).toBe(true);
  });

  it('lets a mail client post a one-click unsubscribe link (RFC 8058) from nowhere', () => {
    const request = new Request(`${SELF}/unsubscribe/news/abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(isCrossSiteForm(request, SELF)).toBe(false);
  });

  it("lets Discord post the bot's interactions, whose signature is checked instead", () => {
    const request = new Request(`${SELF}/discord/interactions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(isCrossSiteForm(request, SELF)).toBe(false);
    const elsewhere = new Request(`${SELF}/discord/other`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(isCrossSiteForm(elsewhere, SELF)).toBe(true);
  });

  it('lets this site post its forms', () => {
    expect(isCrossSiteForm(write({ 'content-type': 'multipart/form-data', origin: SELF }), SELF)).toBe(false);
  });

  it('lets reads and JSON through (a cross-site JSON write needs a preflight that is never granted)', () => {
    expect(isCrossSiteForm(new Request(`${SELF}/`, { headers: { origin: 'https://evil.example' } }), SELF)).toBe(false);
    expect(isCrossSiteForm(write({ 'content-type': 'application/json' }), SELF)).toBe(false);
  });

  it('lets a request with a bearer token through, but not Basic credentials or a malformed token', () => {
    expect(isCrossSiteForm(write({ authorization: 'Bearer abc' }, 'DELETE'), SELF)).toBe(false);
    expect(isCrossSiteForm(write({ authorization: 'Basic YTpi', 'content-type': 'text/plain' }), SELF)).toBe(true);
    // A header sign-in would not read as a token is no token here either.
    for (const authorization of ['Bearer', 'Bearer two words', 'Bearer <script>'])
      expect(isCrossSiteForm(write({ authorization, origin: 'https://evil.example' }), SELF), authorization).toBe(true);
  });
});
