import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import { deriveFromJson, readJsonInput } from '../sheet.js';
import { table } from '../format.js';
import type { Command } from '../main.js';
import type { DerivedStats, ScarEffects } from '@harbinger/rules';

const usage = `Usage: harbinger derive <file.json | -> [--json]

Reads a Contractor's stats and prints everything the rules derive from them. Every field is optional;
a missing one is what a new Contractor has (Attributes 1, Abilities 0, no victories, unhurt):
  {
    "attributes": { "brawn": 3, "dexterity": 2, "perception": 2, "charisma": 1, "intellect": 2 },
    "abilities": { "athletics": 2, "firearms": 3 },
    "secondaryAbilities": { "Knives": 2 },
    "victories": 4,
    "injuries": [{ "severity": 4, "stabilized": false }],
    "mindDamage": 1, "battleScars": ["limp", { "name": "Bad knee", "penalty": 2 }], "traumas": 0
  }
"battleScars" is a count, or a list of stock scar ids (chronic_pain, limp, missing_foot, missing_leg, …) and custom
scars with their numbers (penalty, penaltyFloor, movementMultiplier 0.5 or 0.25, noDashOrSprint); their effects apply.
Use - to read from standard input. Exit code 2 (with the field named) when the input is not valid.`;

const LABELS = {
  body: 'Body',
  mind: 'Mind',
  bodyDepletion: 'Body depleted',
  bodyRemaining: 'Body remaining',
  mindRemaining: 'Mind remaining',
  penalty: 'Penalty (dice)',
  state: 'State',
  status: 'Status',
  freeMovementFeet: 'Free movement (ft)',
  dashMaxFeet: 'Dash, extra (ft)',
  sprint: 'Sprint',
  scarEffects: 'Battle Scar effects',
  initiativePool: 'Initiative pool',
  carryPounds: 'Carry without penalty (lb)',
  liftPounds: 'Lift maximum (lb)',
  expCost: 'Exp spent on traits',
} as const;

/** `harbinger derive`: Body, Mind, Penalty, state, status, movement, load and Exp cost from a stat block. */
export const deriveCommand: Command = {
  name: 'derive',
  summary: 'derived stats of a Contractor (Body, Mind, Penalty, movement, Exp cost…) from JSON',
  usage,
  async run(argv, io) {
    const args = parseArgs(argv, { json: 'flag' });
    if (isUsageError(args)) return badInput(io, args.message);
    if (args.help) {
      io.out(usage);
      return EXIT_OK;
    }
    const [path, ...extra] = args.positionals;
    if (path === undefined) return badInput(io, 'name a JSON file, or - to read standard input (see --help)');
    if (extra.length > 0) return badInput(io, `one input at a time (also got: ${extra.join(' ')})`);
    const json = await readJsonInput(path, io);
    if (!json.ok) return badInput(io, json.message);
    const result = deriveFromJson(json.value);
    if (!result.ok) return badInput(io, `invalid Contractor:\n${result.message}`);
    const { derived } = result.value;
    const words: Record<string, unknown> = {
      ...derived,
      dashMaxFeet: derived.scars.dashAllowed ? derived.dashMaxFeet : 'not possible',
      sprint: derived.scars.sprintAllowed ? 'possible' : 'not possible',
      scarEffects: scarWords(derived.scars),
    };
    const ordered = Object.fromEntries(
      Object.keys(LABELS).map((key) => [key, args.flags.has('json') ? jsonValue(key, derived) : words[key]]),
    );
    if (args.flags.has('json')) {
      io.out(JSON.stringify(ordered));
    } else {
      io.out(
        table(
          Object.entries(ordered).map(([key, value]) => [LABELS[key as keyof typeof LABELS], String(value)]),
          { alignNumbers: false },
        ),
      );
    }
    return EXIT_OK;
  },
};

/** The JSON output keeps numbers as numbers: dash 0 and the effects as the rules give them. */
function jsonValue(key: string, derived: DerivedStats): unknown {
  if (key === 'sprint') return derived.scars.sprintAllowed;
  if (key === 'scarEffects') return derived.scars;
  return derived[key as keyof DerivedStats];
}

/** What the scars did, in words ('none' without effects). */
function scarWords(scars: ScarEffects): string {
  const parts: string[] = [];
  if (scars.penalty > 0)
    parts.push(`${scars.because.penalty ?? 'a scar'}: ${String(scars.penalty)} dice (not added to the wound penalty)`);
  if (scars.penaltyFloor > 0)
    parts.push(`${scars.because.penaltyFloor ?? 'a scar'}: Penalty at least ${String(scars.penaltyFloor)}`);
  if (scars.movementMultiplier < 1)
    parts.push(`${scars.because.movement ?? 'a scar'}: movement × ${String(scars.movementMultiplier)}`);
  if (!scars.sprintAllowed) parts.push(`${scars.because.noDashOrSprint ?? 'a scar'}: no dash or sprint`);
  return parts.length === 0 ? 'none' : parts.join('; ');
}

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger derive: ${message}`);
  return EXIT_BAD_INPUT;
}
