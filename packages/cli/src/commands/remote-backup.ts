import { backupFileSchema, type BackupFile } from '@harbinger/platform';

/** The running server's backup address, relative to its origin. */
const BACKUP_PATH = '/api/v1/admin/backup';

/** What fetching a backup from a server gave: the file, or words saying why not. */
export type RemoteBackup = { ok: true; backup: BackupFile } | { ok: false; message: string };

/** The API's refusal words, or the bare status when the answer is not the API's error JSON. */
async function refusalOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const { error } = JSON.parse(text) as { error?: { message?: string; code?: string } };
    if (error?.message) return `${error.message} (${[response.status, error.code].filter(Boolean).join(' ')})`;
  } catch {
    // not JSON: a proxy's page, say
  }
  return `the server answered ${response.status} ${response.statusText}`;
}

/**
 * Asks a running server for a backup (`GET /api/v1/admin/backup` with the admin token): the way to back up an
 * embedded database without stopping the server that holds its folder.
 */
export async function fetchBackup(options: { url: string; token: string }): Promise<RemoteBackup> {
  let target: URL;
  try {
    target = new URL(BACKUP_PATH, options.url);
  } catch {
    return { ok: false, message: `--url is not an address: ${options.url}` };
  }
  let response: Response;
  try {
    response = await fetch(target, { headers: { authorization: `Bearer ${options.token}` } });
  } catch (error) {
    return {
      ok: false,
      message: `cannot reach ${target.origin}: ${(error as Error).cause ?? (error as Error).message}`,
    };
  }
  if (!response.ok) return { ok: false, message: await refusalOf(response) };
  const parsed = backupFileSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, message: `${target.origin} did not answer with a Harbinger backup` };
  return { ok: true, backup: parsed.data };
}
