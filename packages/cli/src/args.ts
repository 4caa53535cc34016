/** The kinds of value a command-line option takes. */
export type OptionKind = 'flag' | 'integer' | 'text';

/** A command's options, by long name without the dashes. */
export type OptionSpecs = Record<string, OptionKind>;

export interface ParsedArgs {
  positionals: string[];
  flags: Set<string>;
  integers: Map<string, number>;
  texts: Map<string, string>;
  help: boolean;
}

/** A usage problem, already in words: the CLI is the edge where codes become sentences. */
export interface UsageError {
  message: string;
}

const SIGNED_NUMBER = /^[+-]\d+$/;

/**
 * Splits argv into positionals and the options a command declared. Words like `-1` or `+2` are roll
 * modifiers and a lone `-` means standard input, so they stay positional; `--name=value` and `--name value` both work.
 */
export function parseArgs(argv: readonly string[], specs: OptionSpecs): ParsedArgs | UsageError {
  const parsed: ParsedArgs = { positionals: [], flags: new Set(), integers: new Map(), texts: new Map(), help: false };
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--help' || token === '-h') {
      parsed.help = true;
      continue;
    }
    if (token === '--') {
      parsed.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!token.startsWith('-') || token === '-' || SIGNED_NUMBER.test(token)) {
      parsed.positionals.push(token);
      continue;
    }
    if (!token.startsWith('--')) return { message: `unknown option ${token} (options start with --; see --help)` };
    const [name, inlineValue] = splitOption(token.slice(2));
    const kind = specs[name];
    if (kind === undefined) return { message: `unknown option --${name} (see --help)` };
    if (kind === 'flag') {
      if (inlineValue !== undefined) return { message: `--${name} takes no value` };
      parsed.flags.add(name);
      continue;
    }
    const value = inlineValue ?? argv[++i];
    if (value === undefined) return { message: `--${name} needs a value` };
    if (kind === 'integer') {
      if (!/^-?\d+$/.test(value)) return { message: `--${name} must be a whole number, got "${value}"` };
      parsed.integers.set(name, Number(value));
    } else {
      parsed.texts.set(name, value);
    }
  }
  return parsed;
}

function splitOption(body: string): [string, string | undefined] {
  const eq = body.indexOf('=');
  return eq === -1 ? [body, undefined] : [body.slice(0, eq), body.slice(eq + 1)];
}

/** Narrows parseArgs' answer. */
export function isUsageError(value: ParsedArgs | UsageError): value is UsageError {
  return 'message' in value;
}
