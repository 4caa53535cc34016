import type { Rule } from 'eslint';

/** What each workspace may import of ours. */
export const ALLOWED_IMPORTS: Readonly<Record<string, readonly string[]>>;
/** The workspace a repository path belongs to, or null outside them all. */
export function workspaceOf(path: string): string | null;
/** Why `source`, imported from `file`, breaks the layers, or null when it is fine. */
export function layerViolation(file: string, source: string): string | null;
/** The ESLint rule that reports imports that break the layers. */
export const layersRule: Rule.RuleModule;
