import { describe, expect, it } from 'vitest';
import { adminAccess } from './admin-token.js';

const TOKEN = 'a'.repeat(24) + '0123456789abcdef';

describe('admin access', () => {
  it('is off without HARBINGER_ADMIN_TOKEN: every request is refused with the setting to change', () => {
    const access = adminAccess({});
    expect(access.enabled).toBe(false);
    const refused = access.check(TOKEN);
    expect(refused.ok || refused.error).toMatchObject({ code: 'admin_disabled', status: 403 });
    expect(refused.ok || refused.error.message).toContain('HARBINGER_ADMIN_TOKEN');
  });

  it('asks for the token (401), refuses a wrong one (403) and lets the right one in', () => {
    const access = adminAccess({ HARBINGER_ADMIN_TOKEN: ` ${TOKEN}\n` });
    expect(access.enabled).toBe(true);
    const missing = access.check(null);
    expect(missing.ok || missing.error).toMatchObject({ code: 'admin_token_required', status: 401 });
    for (const wrong of [TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), ''])
      expect(access.check(wrong), wrong).toMatchObject({
        ok: false,
        error: { code: 'admin_token_wrong', status: 403 },
      });
    expect(access.check(TOKEN)).toEqual({ ok: true, value: undefined });
  });

  it('refuses to start with a token too short to be safe or one a header cannot carry', () => {
    expect(() => adminAccess({ HARBINGER_ADMIN_TOKEN: 'hunter2' })).toThrow(/at least 32 characters/);
    expect(() => adminAccess({ HARBINGER_ADMIN_TOKEN: `${TOKEN} with spaces` })).toThrow(/openssl rand -hex 32/);
  });
});
