import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPlatform } from '../context.js';
import { users } from '../db/schema.js';
import { memoryLogger } from '../log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { DEFAULT_PASSWORD_COST, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';

const ip = { ip: '198.51.100.4' };
const vera = { handle: 'vera', email: 'vera@example.org', password: 'correct horse battery' };

describe('password hashing', () => {
  it('hashes with scrypt at N = 2^17, r = 8, p = 1 unless told otherwise', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(2 ** 17);
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('verifies only the right password, at the cost the hash names', async () => {
    const stored = await hashPassword('correct horse battery', 2 ** 10);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await hashPassword('same', 2 ** 10)).not.toBe(await hashPassword('same', 2 ** 10));
  });

  it('never matches (nor throws on) a malformed or absurd stored hash', async () => {
    const good = await hashPassword('x', 2 ** 10);
    const [, , r, p, salt, hash] = good.split('$');
    for (const stored of [
      'bcrypt$whatever',
      `scrypt$1000$${r}$${p}$${salt}$${hash}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${hash}`,
      `scrypt$1024$${r}$${p}$${salt}$`,
      `scrypt$1024$0$${p}$${salt}$${hash}`,
    ])
      expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('asks for a new hash when the stored one is of another kind or costs less than the platform’s', async () => {
    const cheap = await hashPassword('x', 2 ** 10);
    expect(needsRehash(cheap, 2 ** 10)).toBe(false);
    expect(needsRehash(cheap, 2 ** 12)).toBe(true);
    expect(needsRehash(await hashPassword('x', 2 ** 12), 2 ** 10)).toBe(false);
    expect(needsRehash('bcrypt$whatever', 2 ** 10)).toBe(true);
  });

  it('upgrades a hash of the old cost (N = 16384) to 2^17 on a default platform’s next sign-in', async () => {
    const platform = await openPlatform({ memory: true, log: memoryLogger() });
    try {
      expect(platform.passwordCost).toBe(2 ** 17);
      const up = await signUp(platform, vera, ip);
      if (!up.ok) throw new Error(up.error.message);
      const old = await hashPassword(vera.password, 16384);
      await platform.db.update(users).set({ passwordHash: old }).where(eq(users.id, up.value.user.id));
      expect((await signIn(platform, { login: 'vera', password: vera.password }, ip)).ok).toBe(true);
      const [row] = await platform.db.select().from(users).where(eq(users.id, up.value.user.id));
      expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword(vera.password, row!.passwordHash)).toBe(true);
    } finally {
      await platform.close();
    }
  }, 30_000);
});

describe.each(backends)('rehashing on sign-in ($name)', (backend) => {
  const t = useTestPlatform(backend, { passwordCost: 2 ** 12 });

  async function storedHash(): Promise<string> {
    const [row] = await t.platform.db.select().from(users).where(eq(users.handleKey, 'vera'));
    return row!.passwordHash;
  }

  it('re-hashes a cheaper stored hash at the platform’s cost on a successful sign-in only', async () => {
    await signUp(t.platform, vera, ip);
    expect(await storedHash()).toMatch(/^scrypt\$4096\$/);
    const old = await hashPassword(vera.password, 2 ** 10);
    await t.platform.db.update(users).set({ passwordHash: old }).where(eq(users.handleKey, 'vera'));
    expect((await signIn(t.platform, { login: 'vera', password: 'not the password' }, ip)).ok).toBe(false);
    expect(await storedHash()).toBe(old);
    expect((await signIn(t.platform, { login: 'vera', password: vera.password }, ip)).ok).toBe(true);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword(vera.password, upgraded)).toBe(true);
    expect((await signIn(t.platform, { login: 'vera', password: vera.password }, ip)).ok).toBe(true);
    expect(await storedHash()).toBe(upgraded);
  });
});
