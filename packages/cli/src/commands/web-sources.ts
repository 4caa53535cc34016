import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web build bundles every workspace package it imports, so the list of folders to watch follows the
// `@harbinger/*` dependencies from apps/web/package.json down, instead of a hand-kept list that forgets one.

const WEB_APP = 'apps/web';
/** Inside each package the build reads from, what can change its output (not tests' fixtures, not build output). */
const PACKAGE_PARTS = ['src', 'static', 'package.json', 'vite.config.ts'];
/** Root files whose change means other dependencies (the lockfile pins what node_modules holds). */
const ROOT_FILES = ['package.json', 'package-lock.json'];

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
}

function readManifest(path: string): Manifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The folder of each workspace package by its name (workspace entries are `folder/*` globs or plain folders). */
function workspaceFolders(root: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const pattern of readManifest(join(root, 'package.json')).workspaces ?? []) {
    const candidates = pattern.endsWith('/*')
      ? readdirEntries(join(root, pattern.slice(0, -2))).map((entry) => `${pattern.slice(0, -2)}/${entry}`)
      : [pattern];
    for (const folder of candidates) {
      const name = readManifest(join(root, folder, 'package.json')).name;
      if (name) folders.set(name, folder);
    }
  }
  return folders;
}

function readdirEntries(path: string): string[] {
  return existsSync(path) ? readdirSync(path).sort() : [];
}

/**
 * The paths (relative to the checkout) whose change calls for a new web build: the web app and every workspace
 * package it depends on, directly or through another, plus the root manifest and lockfile.
 * @example webSourcePaths('/srv/harbinger') // ['package.json', …, 'apps/web/src', …, 'packages/cardgame/src', …]
 */
export function webSourcePaths(root: string): string[] {
  const folders = workspaceFolders(root);
  const seen = new Set<string>([WEB_APP]);
  const queue = [WEB_APP];
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
    const manifest = readManifest(join(root, folder, 'package.json'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const dependency = folders.get(name);
      if (dependency !== undefined && !seen.has(dependency)) {
        seen.add(dependency);
        queue.push(dependency);
      }
    }
  }
  const packages = [...seen].sort().flatMap((folder) => PACKAGE_PARTS.map((part) => `${folder}/${part}`));
  return [...ROOT_FILES, ...packages];
}
