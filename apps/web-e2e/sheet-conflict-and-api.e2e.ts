import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiErrorSchema, apiOperations } from '@harbinger/web/api';
import {
  launchBrowser,
  screenshot,
  screenshotDir,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 3: two tabs saving the same sheet (the second gets a conflict message and keeps its input, never a silent
// overwrite), and the open JSON API driven from inside a browser page.

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const PASSWORD = 'a long enough password';

/** A Contractor as `POST /api/v1/contractors` takes it: Brawn, Intellect and Charisma 3, Athletics 3. */
const creation = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  archetype: 'a night-shift nurse',
  paradigm: 'triage',
  ambition: 'to sleep a whole night',
  limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Leaving a patient behind' }],
  attributes: { brawn: 3, intellect: 3, charisma: 3 },
  abilities: { athletics: 3 },
  ...extra,
});

interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the API's JSON, checked field by field below
}

/**
 * Calls the API with the page's own `fetch`. With a token the request carries `Authorization: Bearer …` and no
 * cookies at all, so only the token can identify the caller; without one it goes with the page's cookies.
 */
async function call(
  page: Page,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; anonymous?: boolean } = {},
): Promise<Answer> {
  const answer = await fetchFromPage(page, method, path, options);
  expectDocumentedShape(method, path, answer);
  return answer;
}

/** Parses an answer with the schema the OpenAPI document gives its operation and status (the error schema for 4xx). */
function expectDocumentedShape(method: string, path: string, answer: Answer): void {
  const address = path.replace(/^\/api\/v1/, '').split('?')[0] ?? '';
  const key = method.toLowerCase() as 'get';
  // A literal address (`/contractors/import`) also fits a template (`/contractors/{id}`): take the one with the method.
  const operation = Object.entries(apiOperations)
    .filter(([template]) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(address))
    .map(([, item]) => item[key])
    .find((found) => found !== undefined);
  expect(operation, `${method} ${address} is documented`).toBeDefined();
  if (answer.status >= 400) apiErrorSchema.parse(answer.json);
  const response = operation?.responses[answer.status];
  expect(response, `${method} ${address} documents ${answer.status}`).toBeDefined();
  if (response && 'schema' in response && response.schema) response.schema.parse(answer.json);
}

/** The request itself, made with the page's `fetch`. */
async function fetchFromPage(
  page: Page,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; anonymous?: boolean },
): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body, token, anonymous }) => {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: token || anonymous ? 'omit' : 'same-origin',
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: response.status, json };
    },
    { method, path, body: options.body, token: options.token, anonymous: options.anonymous ?? false },
  );
}

/** An API refusal: the status and the `{ error: { code, message } }` body every 4xx carries. */
function expectRefusal(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(typeof answer.json.error.code).toBe('string');
  expect(answer.json.error.code.length).toBeGreaterThan(0);
  expect(typeof answer.json.error.message).toBe('string');
  expect(answer.json.error.message.length).toBeGreaterThan(0);
}

describe('two tabs save the same sheet', () => {
  let tab1: Page;
  let tab2: Page;
  let sheetUrl = '';
  let contractorId = '';

  it('signs up and opens the same sheet in two tabs', async () => {
    tab1 = await context.newPage();
    await tab1.goto(`${app.url}/signup`);
    await tab1.getByLabel('Handle').fill('twotabs');
    await tab1.getByLabel('Email').fill('twotabs@example.test');
    await tab1.getByLabel('Password').fill(PASSWORD);
    await tab1.getByRole('button', { name: 'Create account' }).click();
    await tab1.waitForURL((url) => !url.pathname.startsWith('/signup'));
    // The creation page has its own test; here the Contractor comes from the API, with the tab's session cookie.
    const created = await tab1.request.post(`${app.url}/api/v1/contractors`, { data: creation('June Harrow') });
    expect(created.status()).toBe(201);
    contractorId = ((await created.json()) as { id: string }).id;
    sheetUrl = `${app.url}/contractors/${contractorId}?tab=story`;
    tab2 = await context.newPage();
    for (const tab of [tab1, tab2]) {
      await tab.goto(sheetUrl);
      await tab.getByText('Edit biography and notes').click();
    }
  });

  it('tab 1 saves first; tab 2 is told of the conflict, keeps its typing, and the stored text is tab 1’s', async () => {
    await tab1.getByTestId('biography-input').fill('Written in the first tab.');
    await tab1.getByTestId('save-story').click();
    // A saved edit folds the form away and shows the text above it.
    await expect.poll(() => tab1.getByTestId('biography').count(), { timeout: 10_000 }).toBe(1);
    expect(await tab1.getByTestId('biography').innerText()).toContain('Written in the first tab.');

    await tab2.getByTestId('biography-input').fill('Written in the second tab.');
    await tab2.getByTestId('save-story').click();
    const conflict = tab2.getByTestId('conflict-message');
    await conflict.waitFor();
    expect(await conflict.innerText()).toMatch(/changed in another tab/i);
    expect(await tab2.getByTestId('biography-input').inputValue()).toBe('Written in the second tab.');
    await screenshot(tab2, 'sheet-conflict');
    expect(await seriousAxeViolations(tab2)).toEqual([]);

    const stored = await call(tab1, 'GET', `/api/v1/contractors/${contractorId}`);
    expect(stored.json.biography).toBe('Written in the first tab.');
    // The conflict reloaded the sheet under the kept input: the page now shows tab 1's text above the form.
    await expect.poll(() => tab2.getByTestId('biography').innerText()).toContain('Written in the first tab.');
  });

  it('after reviewing, tab 2 saves again on the new version and wins', async () => {
    await tab2.getByTestId('save-story').click();
    await expect
      .poll(() => tab2.getByTestId('biography').innerText(), { timeout: 10_000 })
      .toContain('Written in the second tab.');
    expect(await tab2.getByTestId('conflict-message').count()).toBe(0);
    const stored = await call(tab2, 'GET', `/api/v1/contractors/${contractorId}`);
    expect(stored.json.biography).toBe('Written in the second tab.');
    // Tab 1, now behind, is refused in turn rather than overwriting.
    await tab1.getByText('Edit biography and notes').click();
    await tab1.getByTestId('notes-input').fill('A note from the first tab.');
    await tab1.getByTestId('save-story').click();
    await tab1.getByTestId('conflict-message').waitFor();
    expect(await tab1.getByTestId('notes-input').inputValue()).toBe('A note from the first tab.');
    expect((await call(tab1, 'GET', `/api/v1/contractors/${contractorId}`)).json.notes).toBe('');
  });
});

describe('the JSON API from a browser page', () => {
  let page: Page;
  let token = '';
  let outsiderToken = '';
  let id = '';
  let version = 0;

  beforeAll(async () => {
    page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/`);
  });

  it('POST /api/v1/accounts → 201; bad input → 4xx with {error:{code,message}}, never 500', async () => {
    const made = await call(page, 'POST', '/api/v1/accounts', {
      body: { handle: 'apiuser', email: 'api@example.test', password: PASSWORD, timezone: 'Europe/Berlin' },
      anonymous: true,
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.user.handle).toBe('apiuser');
    expect(typeof made.json.token).toBe('string');
    const bad = await call(page, 'POST', '/api/v1/accounts', {
      body: { handle: 'x', email: 'not an email' },
      anonymous: true,
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expectRefusal(bad, bad.status);
    const broken = await page.evaluate(
      async () =>
        (
          await fetch('/api/v1/accounts', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"handle":',
            credentials: 'omit',
          })
        ).status,
    );
    expect(broken).toBe(400);
    const outsider = await call(page, 'POST', '/api/v1/accounts', {
      body: { handle: 'outsider', email: 'out@example.test', password: PASSWORD },
      anonymous: true,
    });
    expect(outsider.status).toBe(201);
    outsiderToken = outsider.json.token;
  });

  it('POST /api/v1/sessions → 200 with a bearer token and an httpOnly, SameSite=Lax session cookie', async () => {
    const signedIn = await call(page, 'POST', '/api/v1/sessions', {
      body: { login: 'apiuser', password: PASSWORD },
      anonymous: true,
    });
    expect(signedIn.status).toBe(200);
    token = signedIn.json.token;
    expect(token.length).toBeGreaterThan(20);
    const wrong = await call(page, 'POST', '/api/v1/sessions', {
      body: { login: 'apiuser', password: 'not the password' },
      anonymous: true,
    });
    expectRefusal(wrong, 401);
    // Headers a page script never sees: read them from the context's request client.
    const response = await page.request.post(`${app.url}/api/v1/sessions`, {
      data: { login: 'api@example.test', password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('POST /api/v1/contractors → 201 {id}; without a session 401', async () => {
    expectRefusal(await call(page, 'POST', '/api/v1/contractors', { body: creation('Nobody'), anonymous: true }), 401);
    const made = await call(page, 'POST', '/api/v1/contractors', { body: creation('Iris Vale'), token });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    id = made.json.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await call(page, 'POST', '/api/v1/contractors', {
      body: { ...creation('Bad'), attributes: { brawn: 9 } },
      token,
    });
    expectRefusal(refused, refused.status);
    expect([400, 422]).toContain(refused.status);
  });

  it('GET /api/v1/contractors/{id} → derived numbers, exp {earned, spent, available} and version', async () => {
    const got = await call(page, 'GET', `/api/v1/contractors/${id}`, { token });
    expect(got.status).toBe(200);
    expect(got.json.concept.name).toBe('Iris Vale');
    expect(got.json.derived).toMatchObject({ body: 7, mind: 7, penalty: 0 }); // Body 5 + ceil(3/2); Mind 3 + 3 + 1
    // Earned counts what came after creation; the 150 to start with is not in it.
    expect(got.json.exp).toEqual({ earned: 0, spent: 53, available: 97 }); // 150 − 53
    expect(Number.isInteger(got.json.version)).toBe(true);
    version = got.json.version;
  });

  it('PATCH with the current version → 200; with a stale one → 409 {error:{code,message}} and nothing changes', async () => {
    const first = await call(page, 'PATCH', `/api/v1/contractors/${id}`, {
      body: { version, notes: 'Owes the night porter a favour.' },
      token,
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.version).toBeGreaterThan(version);
    const stale = await call(page, 'PATCH', `/api/v1/contractors/${id}`, {
      body: { version, notes: 'An older idea.' },
      token,
    });
    expectRefusal(stale, 409);
    const now = await call(page, 'GET', `/api/v1/contractors/${id}`, { token });
    expect(now.json.notes).toBe('Owes the night porter a favour.');
    expect(now.json.version).toBe(first.json.version);
    version = now.json.version;
  });

  it('POST …/injuries → 201 and the Penalty follows; a bad Severity is refused with its field', async () => {
    for (const severity of [3, 2]) {
      const hurt = await call(page, 'POST', `/api/v1/contractors/${id}/injuries`, { body: { severity }, token });
      expect(hurt.status, JSON.stringify(hurt.json)).toBe(201);
    }
    const got = await call(page, 'GET', `/api/v1/contractors/${id}`, { token });
    expect(got.json.injuries.map((i: { severity: number }) => i.severity).sort()).toEqual([2, 3]);
    // Worst 3 plus one other Injury = 4 depleted of Body 7 → 3 left → Penalty 2.
    expect(got.json.derived).toMatchObject({ bodyRemaining: 3, penalty: 2 });
    const bad = await call(page, 'POST', `/api/v1/contractors/${id}/injuries`, { body: { severity: 0 }, token });
    expectRefusal(bad, bad.status);
    expect([400, 422]).toContain(bad.status);
    expect(bad.json.error.field).toBe('severity');
  });

  it('GET …/export then POST /api/v1/contractors/import makes a copy; a broken passport imports nothing', async () => {
    const exported = await call(page, 'GET', `/api/v1/contractors/${id}/export`, { token });
    expect(exported.status).toBe(200);
    expect(exported.json.format).toBe('harbinger.contractor');
    const imported = await call(page, 'POST', '/api/v1/contractors/import', { body: exported.json, token });
    expect(imported.status, JSON.stringify(imported.json)).toBe(201);
    expect(imported.json.id).not.toBe(id);
    const copy = await call(page, 'GET', `/api/v1/contractors/${imported.json.id}`, { token });
    expect(copy.json.concept.name).toBe('Iris Vale');
    expect(copy.json.injuries).toHaveLength(2);
    expect(copy.json.derived).toMatchObject({ body: 7, mind: 7, penalty: 2 });
    expect(copy.json.notes).toBe('Owes the night porter a favour.');

    const before = (await call(page, 'GET', '/api/v1/contractors', { token })).json.length;
    const broken = await call(page, 'POST', '/api/v1/contractors/import', {
      body: { ...exported.json, contractor: { ...exported.json.contractor, attributes: { brawn: 9 } } },
      token,
    });
    expectRefusal(broken, broken.status);
    expect(broken.status).toBeLessThan(500);
    expect((await call(page, 'GET', '/api/v1/contractors', { token })).json.length).toBe(before);
  });

  it('a private Contractor answers 404 to another account and to nobody signed in, 200 to its owner', async () => {
    const made = await call(page, 'POST', '/api/v1/contractors', {
      body: creation('Quiet Kestrel', { private: true }),
      token,
    });
    expect(made.status).toBe(201);
    const secret = made.json.id as string;
    expect((await call(page, 'GET', `/api/v1/contractors/${secret}`, { token })).status).toBe(200);
    for (const path of [
      `/api/v1/contractors/${secret}`,
      `/api/v1/contractors/${secret}/export`,
      `/api/v1/contractors/${secret}/ledger`,
    ]) {
      const asOutsider = await call(page, 'GET', path, { token: outsiderToken });
      expectRefusal(asOutsider, 404);
      expect(JSON.stringify(asOutsider.json)).not.toContain('Quiet Kestrel');
      expectRefusal(await call(page, 'GET', path, { anonymous: true }), 404);
    }
    const patch = await call(page, 'PATCH', `/api/v1/contractors/${secret}`, {
      body: { version: 1, notes: 'hijacked' },
      token: outsiderToken,
    });
    expectRefusal(patch, 404);
    const listed = await call(page, 'GET', '/api/v1/contractors?owner=apiuser', { token: outsiderToken });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.json)).not.toContain('Quiet Kestrel');
    // The outsider may read the public one but not change it.
    expect((await call(page, 'GET', `/api/v1/contractors/${id}`, { token: outsiderToken })).status).toBe(200);
    const meddling = await call(page, 'PATCH', `/api/v1/contractors/${id}`, {
      body: { version, notes: 'meddling' },
      token: outsiderToken,
    });
    expect([403, 404]).toContain(meddling.status);
  });

  it('GET /api/v1/openapi.json documents these paths', async () => {
    const doc = await call(page, 'GET', '/api/v1/openapi.json', { anonymous: true });
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.json.paths as Record<string, unknown>);
    const base = (doc.json.servers?.[0]?.url as string | undefined) ?? '';
    const full = paths.map((p) => `${base}${p}`);
    for (const path of [
      '/accounts',
      '/sessions',
      '/contractors',
      '/contractors/{id}',
      '/contractors/{id}/injuries',
      '/contractors/{id}/export',
      '/contractors/import',
    ]) {
      expect(full, path).toContain(`/api/v1${path}`);
    }
    expect(Object.keys(doc.json.paths['/contractors/{id}'])).toEqual(expect.arrayContaining(['get', 'patch']));
    await page.goto(`${app.url}/api/v1/openapi.json`);
    await page.screenshot({ path: join(screenshotDir, 'openapi.png') });
  });
});
