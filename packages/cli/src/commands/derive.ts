import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import { deriveFromJson, readJsonInput } from '../sheet.js';
import { table } from '../format.js';
import type { Command } from '../main.js';

const usage = `Usage: harbinger derive <file.json | -> [--json]

Reads a Contractor's stats and prints everything the rules derive from them. Every field is optional;
a missing one is what a new Contractor has (Attributes 1, Abilities 0, no victories, unhurt):
  {
    "attributes": { "brawn": 3, "dexterity": 2, "perception": 2, "charisma": 1, "intellect": 2 },
    "abilities": { "athletics": 2, "firearms": 3 },
    "secondaryAbilities": { "Knives": 2 },
    "victories": 4,
    "injuries": [{ "severity": 4, "stabilized": false }],
    "mindDamage": 1, "battleScars": 0, "traumas": 0
  }
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
    const ordered = Object.fromEntries(Object.keys(LABELS).map((key) => [key, derived[key as keyof typeof LABELS]]));
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

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger derive: ${message}`);
  return EXIT_BAD_INPUT;
}
