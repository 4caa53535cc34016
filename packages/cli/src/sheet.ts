import { deriveContractor, validateTraits, statusFromVictories, type DerivedStats } from '@harbinger/rules';
import { parseContractorStats, type ContractorStats } from './contractor-input.js';
import { describeIssue } from './messages.js';
import type { CliIo } from './io.js';
import type { SheetContext } from './roll-input.js';

type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads JSON from a file, or from standard input when the path is "-". */
export async function readJsonInput(path: string, io: CliIo): Promise<Loaded<unknown>> {
  let text: string;
  try {
    text = path === '-' ? await io.readStdin() : await io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      ok: false,
      message: code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${(error as Error).message}`,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return {
      ok: false,
      message: `${path === '-' ? 'standard input' : path} is not valid JSON: ${(error as Error).message}`,
    };
  }
}

/** Validates stats and derives everything the rules compute from them, or explains which field is wrong. */
export function deriveFromJson(json: unknown): Loaded<{ stats: ContractorStats; derived: DerivedStats }> {
  const parsed = parseContractorStats(json);
  if (!parsed.ok) return { ok: false, message: parsed.messages.join('\n') };
  const stats = parsed.value;
  const traits = {
    attributes: stats.attributes,
    abilities: stats.abilities,
    secondaryAbilities: stats.secondaryAbilities,
  };
  const valid = validateTraits(traits, { status: statusFromVictories(stats.victories) });
  if (!valid.ok) {
    return {
      ok: false,
      message: valid.issues.map((issue) => `${issue.path.join('.')}: ${describeIssue(issue)}`).join('\n'),
    };
  }
  const battleScars =
    typeof stats.battleScars === 'number'
      ? stats.battleScars
      : stats.battleScars.map((scar) => (typeof scar === 'string' ? { stockId: scar } : scar));
  return { ok: true, value: { stats, derived: deriveContractor({ ...stats, battleScars, traits }) } };
}

/** Loads the Contractor named by --sheet, if any, into what a trait roll needs. */
export async function loadSheet(path: string | undefined, io: CliIo): Promise<Loaded<SheetContext> | undefined> {
  if (path === undefined) return undefined;
  const json = await readJsonInput(path, io);
  if (!json.ok) return json;
  const result = deriveFromJson(json.value);
  if (!result.ok) return { ok: false, message: `--sheet ${path}:\n${result.message}` };
  const { stats, derived } = result.value;
  return {
    ok: true,
    value: {
      traits: {
        attributes: stats.attributes,
        abilities: stats.abilities,
        secondaryAbilities: stats.secondaryAbilities,
      },
      penalty: derived.penalty,
      body: derived.body,
      mind: derived.mind,
    },
  };
}
