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

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL; // the suite always runs on its own embedded database
  return copy;
}

export interface RunningApp {
  url: string;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the built app (`harbinger serve`) on a free port with a throwaway embedded database, or on `dataDir` (an
 * embedded database prepared beforehand, say by `harbinger seed`; the caller removes it).
 */
export async function startApp(options: { dataDir?: string } = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'harbinger-e2e-'));
  const logs: string[] = [];
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'packages/cli/bin/harbinger.js'), 'serve', '--port', String(port)],
    {
      cwd: repoRoot,
      // Links the app hands out (invites, reset mail) start with its configured origin: the address the browser uses.
      env: { ...withoutDatabaseUrl(process.env), HARBINGER_DATA_DIR: dataDir, HARBINGER_PUBLIC_ORIGIN: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${logs.join('')}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start in time:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    logs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches headless Debian Chromium with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
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
  await page.screenshot({ path, fullPage: true });
  return path;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
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
