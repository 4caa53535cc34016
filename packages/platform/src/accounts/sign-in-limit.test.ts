import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPlatform, type Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { backends, useTestPlatform, type TestContext } from '../testing/test-platform.js';
import { SIGN_IN_LIMITS } from './rate-limit.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';

// Wrong passwords sent all at once, to one server or spread over two on the same database: the limit is a count
// of what was checked, so exactly that many passwords may be tried, never the few more a race would let through.

const vera = { handle: 'vera', email: 'vera@example.org', password: 'correct horse battery' };

describe.each(backends)('sign-in limits under parallel attempts ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let second: Platform | undefined;

  afterEach(async () => {
    await second?.close();
    second = undefined;
  });

  /** The servers to spread attempts over: two on PostgreSQL (sharing the suite's schema), PGlite's one alone. */
  async function servers(context: TestContext): Promise<Platform[]> {
    if (backend.name !== 'postgres') return [context.platform];
    const [current] = await queryRows<{ name: string }>(context.platform.db, sql`SELECT current_schema() AS name`);
    second = await openPlatform({
      databaseUrl: process.env.HARBINGER_TEST_DATABASE_URL!,
      schema: current!.name,
      migrate: false,
      now: () => context.clock.now(),
      log: context.log,
      mailer: context.mailer,
    });
    return [context.platform, second];
  }

  /** Sends `count` sign-ins at once, alternating servers, and tallies the answers by code. */
  async function burst(count: number, attempt: (i: number) => { login: string; ip: string }) {
    const all = await servers(t);
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const { login, ip } = attempt(i);
        return signIn(all[i % all.length]!, { login, password: `wrong password ${i}` }, { ip });
      }),
    );
    const codes: Record<string, number> = {};
    for (const outcome of outcomes) {
      const code = outcome.ok ? 'ok' : outcome.error.code;
      codes[code] = (codes[code] ?? 0) + 1;
    }
    return codes;
  }

  it('checks exactly 5 passwords of one account when 40 wrong ones arrive together', async () => {
    await signUp(t.platform, vera, { ip: '198.51.100.4' });
    const codes = await burst(40, (i) => ({ login: 'vera', ip: `10.0.${i}.1` }));
    expect(codes).toEqual({
      invalid_credentials: SIGN_IN_LIMITS.perAccount,
      rate_limited: 40 - SIGN_IN_LIMITS.perAccount,
    });
  });

  it('checks exactly 20 passwords from one address when 40 guesses at different logins arrive together', async () => {
    const codes = await burst(40, (i) => ({ login: `guess${i}`, ip: '203.0.113.9' }));
    expect(codes).toEqual({ invalid_credentials: SIGN_IN_LIMITS.perIp, rate_limited: 40 - SIGN_IN_LIMITS.perIp });
  });
});
