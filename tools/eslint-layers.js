// The layers of ARCHITECTURE.md as a lint rule: which workspace may import which, no relative path that leaves
// its own workspace, and the database drivers only inside platform.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What each workspace may import of ours; a workspace absent from its own list is still free to use itself. */
export const ALLOWED_IMPORTS = {
  rules: [],
  cardgame: [],
  platform: ['rules', 'cardgame'],
  web: ['platform', 'rules', 'cardgame'],
  cli: ['platform', 'rules', 'cardgame'],
  'web-e2e': ['bench', 'web', 'cli', 'platform', 'rules', 'cardgame'],
  bench: ['web-e2e', 'cli', 'platform', 'rules', 'cardgame'],
  tools: [],
};

const DATABASE_DRIVERS = ['drizzle-orm', 'pg', '@electric-sql/pglite'];

/** The workspace a repository path belongs to (`packages/rules/src/x.ts` → `rules`), or null outside them all. */
export function workspaceOf(path) {
  const parts = relative(repoRoot, path).split(sep);
  if ((parts[0] === 'packages' || parts[0] === 'apps') && parts.length > 2) return parts[1];
  if (parts[0] === 'bench' || parts[0] === 'tools') return parts[0];
  return null;
}

function isDriver(source) {
  return DATABASE_DRIVERS.some((name) => source === name || source.startsWith(`${name}/`));
}

/** Why `source`, imported from `file`, breaks the layers, or null when it is fine. */
export function layerViolation(file, source) {
  const own = workspaceOf(file);
  if (own === null) return null;
  if (isDriver(source) && own !== 'platform')
    return `${source} is used only inside packages/platform: ask platform instead.`;
  if (source.startsWith('@harbinger/')) {
    const target = source.slice('@harbinger/'.length).split('/')[0];
    if (target === own || ALLOWED_IMPORTS[own]?.includes(target)) return null;
    // A package's own benchmarks (outside its src) report through the shared bench row type.
    if (target === 'bench' && relative(repoRoot, file).split(sep).includes('bench')) return null;
    return `${own} may not import @harbinger/${target}: layers point one way (see ARCHITECTURE.md).`;
  }
  if (source.startsWith('.')) {
    const target = workspaceOf(resolve(dirname(file), source));
    if (target !== own)
      return `relative import out of ${own} into ${target ?? 'another folder'}: use the package's name.`;
  }
  return null;
}

/** The ESLint rule that reports each import, re-export or dynamic import with a literal path that breaks the layers. */
export const layersRule = {
  meta: { type: 'problem', docs: { description: 'Imports follow the layers of ARCHITECTURE.md.' }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = layerViolation(context.filename, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
