import { fail, ok, type Result } from '../result.js';
import type { GiftIssue, GiftSpec, ModifierPick } from './types.js';

/** Length limits for the free text and lists of a Gift spec. */
export const GIFT_SPEC_LIMITS = {
  id: 64,
  name: 80,
  tagline: 160,
  description: 4000,
  detail: 200,
  picks: 20,
  parameters: 20,
  /** Component keys name an Effect and a part ("enhancement:injure/piercing"), so they run longer than ids. */
  componentKey: 160,
  components: 200,
} as const;

type Path = (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

class ShapeReader {
  readonly issues: GiftIssue[] = [];

  text(value: unknown, path: Path, options: { max: number; optional?: boolean; nonEmpty?: boolean }): string {
    if (value === undefined && options.optional) return '';
    if (typeof value !== 'string') {
      this.issues.push({ code: 'invalid_type', path, expected: 'string', received: describe(value) });
      return '';
    }
    if (value.length > options.max)
      this.issues.push({ code: 'too_long', path, max: options.max, received: String(value.length) });
    if (options.nonEmpty && value.trim() === '') this.issues.push({ code: 'required', path });
    return value;
  }

  picks(value: unknown, path: Path): ModifierPick[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.issues.push({ code: 'invalid_type', path, expected: 'array', received: describe(value) });
      return [];
    }
    if (value.length > GIFT_SPEC_LIMITS.picks)
      this.issues.push({ code: 'too_many', path, max: GIFT_SPEC_LIMITS.picks, received: String(value.length) });
    return value.map((item, i) => this.pick(item, [...path, i]));
  }

  private pick(item: unknown, path: Path): ModifierPick {
    if (typeof item === 'string') return { id: this.text(item, path, { max: GIFT_SPEC_LIMITS.id, nonEmpty: true }) };
    if (!isRecord(item)) {
      this.issues.push({ code: 'invalid_type', path, expected: 'object', received: describe(item) });
      return { id: '' };
    }
    const id = this.text(item.id, [...path, 'id'], { max: GIFT_SPEC_LIMITS.id, nonEmpty: true });
    if (item.detail === undefined) return { id };
    return { id, detail: this.text(item.detail, [...path, 'detail'], { max: GIFT_SPEC_LIMITS.detail }) };
  }

  stringMap(value: unknown, path: Path, options: { maxEntries: number; keyMax: number }): Record<string, string> {
    if (value === undefined) return {};
    if (!isRecord(value)) {
      this.issues.push({ code: 'invalid_type', path, expected: 'object', received: describe(value) });
      return {};
    }
    const entries = Object.entries(value);
    if (entries.length > options.maxEntries)
      this.issues.push({ code: 'too_many', path, max: options.maxEntries, received: String(entries.length) });
    // Object.fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Object.fromEntries(
      entries.map(([key, v]) => {
        if (key.length > options.keyMax)
          this.issues.push({ code: 'too_long', path: [...path, key], max: options.keyMax });
        return [key, this.text(v, [...path, key], { max: GIFT_SPEC_LIMITS.id })];
      }),
    );
  }
}

/**
 * Checks that untrusted input (a form, a JSON body, an old save) has the shape of a Gift spec and returns a clean
 * copy with defaults filled and unknown keys dropped. It checks shape only; `compileGift` judges the content.
 * Picks may be given as bare ids ("telltale") or as `{ id, detail }`.
 */
export function validateGiftSpecShape(input: unknown): Result<GiftSpec, GiftIssue> {
  if (!isRecord(input)) return fail({ code: 'invalid_type', path: [], expected: 'object', received: describe(input) });
  const read = new ShapeReader();
  const id = (key: string): string => read.text(input[key], [key], { max: GIFT_SPEC_LIMITS.id, nonEmpty: true });
  const spec: GiftSpec = {
    catalogVersion: id('catalogVersion'),
    typeId: id('typeId'),
    effectId: id('effectId'),
    styleId: id('styleId'),
    parameters: read.stringMap(input.parameters, ['parameters'], {
      maxEntries: GIFT_SPEC_LIMITS.parameters,
      keyMax: GIFT_SPEC_LIMITS.id,
    }),
    enhancements: read.picks(input.enhancements, ['enhancements']),
    drawbacks: read.picks(input.drawbacks, ['drawbacks']),
    name: read.text(input.name, ['name'], { max: GIFT_SPEC_LIMITS.name, optional: true }),
    tagline: read.text(input.tagline, ['tagline'], { max: GIFT_SPEC_LIMITS.tagline, optional: true }),
    description: read.text(input.description, ['description'], { max: GIFT_SPEC_LIMITS.description, optional: true }),
  };
  if (input.roll !== undefined) {
    if (isRecord(input.roll)) {
      spec.roll = {
        attribute: read.text(input.roll.attribute, ['roll', 'attribute'], { max: GIFT_SPEC_LIMITS.id, nonEmpty: true }),
        ability: read.text(input.roll.ability, ['roll', 'ability'], { max: GIFT_SPEC_LIMITS.id, nonEmpty: true }),
      };
    } else {
      read.issues.push({ code: 'invalid_type', path: ['roll'], expected: 'object', received: describe(input.roll) });
    }
  }
  if (input.components !== undefined)
    spec.components = read.stringMap(input.components, ['components'], {
      maxEntries: GIFT_SPEC_LIMITS.components,
      keyMax: GIFT_SPEC_LIMITS.componentKey,
    });
  return read.issues.length > 0 ? fail(...read.issues) : ok(spec);
}
