import { describe, expect, it } from 'vitest';
import { securityHeaders, withSecurityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('denies camera, microphone, geolocation and the like on every answer', () => {
    const features = securityHeaders({ https: false })['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features).toContain(`${feature}=()`);
  });

  it('asks for HTTPS only when the request came over HTTPS', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe('max-age=31536000');
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
  });

  it('keeps a header the answer set itself', () => {
    const response = withSecurityHeaders(new Response('x', { headers: { 'referrer-policy': 'no-referrer' } }), {
      https: true,
    });
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
