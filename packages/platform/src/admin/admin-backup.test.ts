import { describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '../backup/backup-file.js';
import { player } from '../testing/fixtures.js';
import { watchStatements } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { backupForAdmin } from './admin-backup.js';
import { adminAccess } from './admin-token.js';

const TOKEN = 'b'.repeat(32) + '0123456789abcdef';

describe.each(backends)('the backup through the server ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it.each([
    ['no admin token is set', {}, TOKEN, 'admin_disabled'],
    ['the request sends no token', { HARBINGER_ADMIN_TOKEN: TOKEN }, null, 'admin_token_required'],
    ['the token is wrong', { HARBINGER_ADMIN_TOKEN: TOKEN }, `${TOKEN}x`, 'admin_token_wrong'],
  ])('is refused when %s, before the database is asked anything', async (_when, env, token, code) => {
    await player(t.platform, 'keeper');
    const log = watchStatements(t.platform.db);
    try {
      const refused = await backupForAdmin(t.platform, adminAccess(env), token);
      expect(refused).toMatchObject({ ok: false, error: { code } });
      expect(log.transactions).toBe(0);
      expect(log.statements).toEqual([]);
    } finally {
      log.stop();
    }
  });

  it('answers the admin token with every table, the data included', async () => {
    await player(t.platform, 'keeper');
    const answered = await backupForAdmin(t.platform, adminAccess({ HARBINGER_ADMIN_TOKEN: TOKEN }), TOKEN);
    if (!answered.ok) throw new Error(answered.error.message);
    expect(Object.keys(answered.value.tables)).toEqual([...BACKUP_TABLES]);
    expect(answered.value.tables.users).toEqual([expect.objectContaining({ handle: 'keeper' })]);
  });
});
