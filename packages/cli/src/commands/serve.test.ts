import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceStamp } from './serve.js';
import { proxyAwareListener } from './serve-listener.js';
import { assumedOriginWarning, displayUrl, readServeSettings } from './serve-settings.js';

let root: string;

function put(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Changes a file's size and time, as saving an edit would (JSON files stay valid). */
function edit(path: string): void {
  appendFileSync(join(root, path), '\n');
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, path), later, later);
}

const manifest = (name: string, dependencies: Record<string, string> = {}) => JSON.stringify({ name, dependencies });

// A small checkout shaped like ours: the web app uses platform and cardgame, platform uses rules.
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'harbinger-stamp-'));
  put('package.json', JSON.stringify({ name: 'harbinger', workspaces: ['packages/*', 'apps/*'] }));
  put('package-lock.json', '{}');
  put(
    'apps/web/package.json',
    manifest('@harbinger/web', { '@harbinger/platform': '*', '@harbinger/cardgame': '*', zod: '^4' }),
  );
  put('apps/web/src/app.html', '<html></html>');
  put('apps/web/static/favicon.svg', '<svg/>');
  put('apps/web/vite.config.ts', 'export default {};');
  put('apps/web/build/handler.js', 'built');
  put('packages/platform/package.json', manifest('@harbinger/platform', { '@harbinger/rules': '*' }));
  put('packages/platform/src/index.ts', 'export {};');
  put('packages/rules/package.json', manifest('@harbinger/rules'));
  put('packages/rules/src/index.ts', 'export {};');
  put('packages/cardgame/package.json', manifest('@harbinger/cardgame'));
  put('packages/cardgame/src/index.ts', 'export {};');
  put('packages/cli/package.json', manifest('@harbinger/cli', { '@harbinger/platform': '*' }));
  put('packages/cli/src/main.ts', 'export {};');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build’s source stamp', () => {
  it('changes when a source of any package the web app builds from changes, directly or through another', () => {
    for (const path of [
      'packages/cardgame/src/index.ts',
      'packages/rules/src/index.ts',
      'packages/platform/src/index.ts',
      'apps/web/src/app.html',
      'apps/web/vite.config.ts',
    ]) {
      const before = sourceStamp(root);
      edit(path);
      expect(sourceStamp(root), path).not.toBe(before);
    }
  });

  it('changes when a dependency changes (a package manifest or the lockfile)', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'packages/cardgame/package.json',
      'apps/web/package.json',
    ]) {
      const before = sourceStamp(root);
      edit(path);
      expect(sourceStamp(root), path).not.toBe(before);
    }
  });

  it('stays put for packages the web app does not use and for the build output itself', () => {
    const before = sourceStamp(root);
    edit('packages/cli/src/main.ts');
    edit('apps/web/build/handler.js');
    put('apps/web/build/.source-stamp', before);
    expect(sourceStamp(root)).toBe(before);
  });
});

describe('serve settings', () => {
  it('listens on loopback unless HOST says where', () => {
    expect(readServeSettings({}, 3000).host).toBe('127.0.0.1');
    expect(readServeSettings({ HOST: '  ' }, 3000).host).toBe('127.0.0.1');
    expect(readServeSettings({ HOST: '0.0.0.0' }, 3000).host).toBe('0.0.0.0');
    expect(readServeSettings({ HOST: '::1' }, 3000).host).toBe('::1');
  });

  it('prints an address people can open, even for a wildcard host', () => {
    expect(displayUrl(readServeSettings({ HOST: '0.0.0.0' }, 8080), 8080)).toBe('http://localhost:8080/');
    expect(displayUrl(readServeSettings({ HOST: '::1' }, 8080), 8080)).toBe('http://[::1]:8080/');
    expect(displayUrl(readServeSettings({}, 3000), 3000)).toBe('http://127.0.0.1:3000/');
  });

  it('assumes http://localhost:PORT as the public origin only when neither setting is there, and says so', () => {
    const assumed = readServeSettings({}, 4100);
    expect(assumed).toMatchObject({ publicOrigin: 'http://localhost:4100', originAssumed: true });
    expect(assumedOriginWarning(assumed)).toMatch(/links in mails.*http:\/\/localhost:4100.*HARBINGER_PUBLIC_ORIGIN=/);
    expect(readServeSettings({ ORIGIN: 'https://b.example' }, 4100)).toMatchObject({
      publicOrigin: 'https://b.example',
      originAssumed: false,
    });
    expect(
      readServeSettings({ HARBINGER_PUBLIC_ORIGIN: 'https://a.example', ORIGIN: 'https://b.example' }, 1),
    ).toMatchObject({ publicOrigin: 'https://a.example', originAssumed: false });
    // A value that is no http(s) address counts as unset: links fall back to this machine, with the warning.
    expect(readServeSettings({ HARBINGER_PUBLIC_ORIGIN: 'play.example' }, 4100)).toMatchObject({
      publicOrigin: 'http://localhost:4100',
      originAssumed: true,
    });
  });

  it('trusts a proxy only when HARBINGER_TRUST_PROXY is 1', () => {
    expect(readServeSettings({}, 1).trustProxy).toBe(false);
    expect(readServeSettings({ HARBINGER_TRUST_PROXY: 'yes' }, 1).trustProxy).toBe(false);
    expect(readServeSettings({ HARBINGER_TRUST_PROXY: '1' }, 1).trustProxy).toBe(true);
  });
});

describe('the forwarded headers the app sees', () => {
  /** Serves `listener` around a handler that answers with the forwarding headers it was given. */
  async function seen(trustProxy: boolean, headers: Record<string, string>): Promise<Record<string, unknown>> {
    const echo: RequestListener = (request, response) =>
      response.end(
        JSON.stringify({ proto: request.headers['x-forwarded-proto'], for: request.headers['x-forwarded-for'] }),
      );
    const server = createServer(proxyAwareListener(echo, { trustProxy }));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      return (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as Record<string, unknown>;
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  }

  it('without a trusted proxy, a client cannot claim HTTPS or another address', async () => {
    expect(await seen(false, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' })).toEqual({
      proto: 'http',
      for: '127.0.0.1',
    });
    expect(await seen(false, {})).toEqual({ proto: 'http', for: '127.0.0.1' });
  });

  it('behind a trusted proxy, its headers stand, and the socket fills in what it left out', async () => {
    expect(await seen(true, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' })).toEqual({
      proto: 'https',
      for: '203.0.113.9',
    });
    expect(await seen(true, {})).toEqual({ proto: 'http', for: '127.0.0.1' });
  });
});
