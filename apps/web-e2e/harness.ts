/// <reference lib="dom" />
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const screenshotDir = join(repoRoot, 'apps/web-e2e/screenshots');
const require = createRequire(import.meta.url);

/** The Chromium the suite drives: Debian's, never a downloaded build. */
export function chromiumPath(): string | undefined {
  return (
    process.env.HARBINGER_CHROMIUM ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => {
      try {
        readFileSync(p);
        return true;
      } catch {
        return false;
      }
    })
  );
}

async function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const server = createServer();
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where a started server keeps its data, and what else its environment holds. */
export interface ServeOptions {
  /** An embedded database prepared beforehand (say by `harbinger seed`); the caller removes it. */
  dataDir?: string;
  /** A PostgreSQL URL instead of an embedded database (several servers may share one). */
  databaseUrl?: string;
  /** More environment variables (HARBINGER_ADMIN_TOKEN, HOST, …). */
  env?: Record<string, string>;
  /** The port to listen on (a free one by default). */
  port?: number;
}

/** How a server process ended: its exit code and how long it took after the stop signal. */
export interface ServeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
}

/** A `harbinger serve` process, started but not necessarily listening yet. */
export interface ServeProcess {
  url: string;
  port: number;
  /** The server's process id (the app runs inside it: benchmarks read its memory from /proc). */
  pid: number | undefined;
  dataDir: string | undefined;
  logs: string[];
  exited: Promise<ServeExit>;
  /** Sends SIGTERM (by default) and resolves once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<ServeExit>;
}

/** Starts `harbinger serve` with its own data (a throwaway embedded folder unless told otherwise); see startApp. */
export async function spawnServe(options: ServeOptions = {}): Promise<ServeProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Links the app hands out (invites, reset mail) start with its configured origin: the address the browser uses.
  const env: NodeJS.ProcessEnv = { ...process.env, HARBINGER_PUBLIC_ORIGIN: url, ...options.env };
  delete env.DATABASE_URL; // each server gets exactly the database it is given
  let dataDir: string | undefined;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.HARBINGER_DATA_DIR = dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'harbinger-e2e-'));
  const logs: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'packages/cli/bin/harbinger.js'), 'serve', '--port', String(port)],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  let signalledAt = 0;
  const exited = new Promise<ServeExit>((done) =>
    child.once('exit', (code, signal) => done({ code, signal, ms: signalledAt ? Date.now() - signalledAt : 0 })),
  );
  return {
    url,
    port,
    pid: child.pid,
    dataDir,
    logs,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        signalledAt = Date.now();
        child.kill(signal);
      }
      return exited;
    },
  };
}

export interface RunningApp {
  url: string;
  logs: string[];
  /** The server's process id. */
  pid: number | undefined;
  /** Stops the server (SIGTERM), removes a throwaway data folder, and says how the process ended. */
  stop(): Promise<ServeExit>;
}

/** The apps this file started and has not stopped yet. */
const running = new Set<RunningApp>();

/** Waits until the server answers (anything below 500); throws with its output if it exits or takes too long. */
export async function untilListening(server: ServeProcess, timeoutMs = 180_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended) throw new Error(`the app exited (${(await server.exited).code}):\n${server.logs.join('')}`);
    try {
      const response = await fetch(server.url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start in time:\n${server.logs.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts the built app (`harbinger serve`) on a free port with a throwaway embedded database, on `dataDir` (an
 * embedded database prepared beforehand, say by `harbinger seed`; the caller removes it), or on `databaseUrl`.
 */
export async function startApp(options: ServeOptions = {}): Promise<RunningApp> {
  const server = await spawnServe(options);
  try {
    await untilListening(server);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  let stopped: Promise<ServeExit> | undefined;
  const app: RunningApp = {
    url: server.url,
    logs: server.logs,
    pid: server.pid,
    stop() {
      stopped ??= (async () => {
        running.delete(app);
        const exit = await server.stop();
        if (!options.dataDir && server.dataDir) {
          rmSync(server.dataDir, { recursive: true, force: true });
          rmSync(`${server.dataDir}.lock`, { force: true });
        }
        return exit;
      })();
      return stopped;
    },
  };
  running.add(app);
  return app;
}

/** Console words Chromium uses when a page breaks the site's Content-Security-Policy or Permissions-Policy. */
const POLICY_COMPLAINTS = ['Content Security Policy', 'Permissions-Policy'];

/**
 * Launches headless Debian Chromium with the flags this closed network needs. Every page of its contexts is watched:
 * a console message about the site's security policies makes `close()` fail, so each file's `afterAll` reports it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const complaints: string[] = [];
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() goes through newContext too, so every page is covered.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      const text = message.text();
      if (POLICY_COMPLAINTS.some((words) => text.includes(words))) complaints.push(`${message.page()?.url()}: ${text}`);
    });
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    if (complaints.length === 0) return;
    // Files close the browser before stopping their app; the throw would skip that, so stop the apps here.
    await Promise.all([...running].map((app) => app.stop()));
    throw new Error(`the browser reported policy violations:\n${complaints.join('\n')}`);
  };
  return browser;
}

async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('Chromium is not installed: apt-get install chromium (CI does this in .ci/services.sh)');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone-sized browser context (360 × 740, touch). */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Saves a full-page screenshot under apps/web-e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  // Finite animations are shown at their end, as a reader sees the page a moment later.
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the driver, not added as an inline <script>: the site's Content-Security-Policy would block that.
  // Once per document: lookAtBothSizes asks four times of the same page.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  // Axe measures colours as drawn: a die still fading in (the roll's tumble) reads as faint text. Let every finite
  // animation end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** True when the page is wider than its viewport (a phone would have to scroll sideways). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };

/**
 * Screenshots the page at desktop and then phone size, in the light and then the dark theme (`<name>-desktop`,
 * `<name>-phone`, `<name>-dark-desktop`, `<name>-dark-phone`), and answers what a reader would trip on in each: serious
 * axe violations and sideways scrolling. The dark theme is the system setting (emulated), which is also what a
 * "system" choice in the header follows. Leaves the page at `end`, in the theme it had.
 * @example expect(await lookAtBothSizes(page, 'journals-feed')).toEqual([])
 */
export async function lookAtBothSizes(page: Page, name: string, end = DESKTOP_VIEWPORT): Promise<string[]> {
  const problems: string[] = [];
  try {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      const suffix = theme === 'dark' ? '-dark' : '';
      for (const [size, viewport] of [
        ['desktop', DESKTOP_VIEWPORT],
        ['phone', PHONE_VIEWPORT],
      ] as const) {
        await page.setViewportSize(viewport);
        await screenshot(page, `${name}${suffix}-${size}`);
        const where = `${theme === 'dark' ? 'dark ' : ''}${size}`;
        for (const v of await seriousAxeViolations(page)) {
          // The first few elements it names, so a failure in CI says where to look.
          const at = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
          problems.push(`${where}: ${v.id} (${v.help}) at ${at.join(', ')}`);
        }
        if (await scrollsSideways(page)) problems.push(`${where}: scrolls sideways`);
      }
    }
  } finally {
    await page.emulateMedia({ colorScheme: null });
  }
  await page.setViewportSize(end);
  return problems;
}

/** A desktop page signed in with the session `token` (an API token is a session); `contexts` collects it to close. */
export async function signedInPage(
  browser: Browser,
  appUrl: string,
  token: string,
  contexts: BrowserContext[],
): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  contexts.push(context);
  await context.addCookies([{ name: 'harbinger_session', value: token, url: appUrl }]);
  return context.newPage();
}

/**
 * Holds the page's scripts back (a slow phone: the HTML is there, the JavaScript is not) until the answered function
 * is called. Wait for `html[data-hydrated]` after releasing them to know the page has taken over.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_app\/immutable\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
