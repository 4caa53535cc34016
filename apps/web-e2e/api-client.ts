import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './harness.js';
import { TEST_PASSWORD } from './user-steps.js';

// What the server-level tests do to a running app without a browser: the JSON API and the `harbinger` command.

/** Calls the JSON API at `baseUrl`; throws with the answer when it is not a success. */
export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a new player up at `baseUrl` and returns a session token for the API. */
export async function newPlayer(baseUrl: string, handle: string): Promise<string> {
  await api(baseUrl, 'POST', '/accounts', {
    body: { handle, email: `${handle}@example.test`, password: TEST_PASSWORD },
  });
  return sessionToken(baseUrl, handle);
}

/** Signs a player who has an account (with the test password) in at `baseUrl`; returns a session token for the API. */
export async function sessionToken(baseUrl: string, handle: string): Promise<string> {
  const body = { login: handle, password: TEST_PASSWORD };
  return (await api<{ token: string }>(baseUrl, 'POST', '/sessions', { body })).token;
}

/** Creates a public Contractor named `name` through the API; returns its id. */
export async function newContractor(baseUrl: string, token: string, name: string) {
  return api<{ id: string }>(baseUrl, 'POST', '/contractors', {
    token,
    body: {
      name,
      archetype: 'a courier between two servers',
      paradigm: 'what is written stays written',
      ambition: 'to be seen everywhere at once',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
      attributes: { brawn: 3, dexterity: 3, perception: 2, charisma: 3, intellect: 3 },
      abilities: { athletics: 2, firearms: 2, alertness: 2, medicine: 1 },
    },
  });
}

/** Runs `harbinger <args>` as its own process; resolves with its exit code and everything it printed. */
export function harbinger(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/harbinger.js'), ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}

/** A new Contractor of the owner's, brought into the Playgroup and approved by its Leader; returns its id. */
export async function homedContractor(
  baseUrl: string,
  home: { playgroupId: string; ownerToken: string; leaderToken: string },
  name: string,
): Promise<string> {
  const id = (await newContractor(baseUrl, home.ownerToken, name)).id;
  const contractors = `/playgroups/${home.playgroupId}/contractors`;
  await api(baseUrl, 'POST', contractors, { token: home.ownerToken, body: { contractorId: id } });
  await api(baseUrl, 'PATCH', `${contractors}/${id}`, { token: home.leaderToken, body: { decision: 'approve' } });
  return id;
}
