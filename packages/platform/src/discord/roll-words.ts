import {
  BOT_DIFFICULTY_RANGE,
  GENERIC_COUNT_RANGE,
  GENERIC_SIDES_RANGE,
  HIGH_FACES,
  MAX_DIFFICULTY,
  POOL_COUNT_RANGE,
  type BotRollRefusal,
  type BotThrow,
  type ResultTier,
} from '@harbinger/rules';

/** How chat names each result tier. */
export const TIER_WORDS = {
  botch: 'Botch: something goes badly wrong',
  failure: 'Failure',
  partial: 'Partial success',
  complete: 'Complete success',
  exceptional: 'Exceptional success',
} as const satisfies Record<ResultTier, string>;

/** The answer to `/roll help`: every form, in our words. */
export const ROLL_HELP = [
  '**Rolling with /roll**',
  '`/roll 5`: five d10s at Difficulty 6',
  '`/roll 5@8`: five d10s at Difficulty 8 (4 at least; past 9 each extra point costs a die, up to 15)',
  '`/roll 5 ex`: exert for +1 Outcome; it must be the word right after the roll',
  '`/roll 5@7 ex sneaking past the guard`: anything after the roll (and `ex`) is a label',
  '`/roll 3d6`: any dice, 1 to 100 of them with 2 to 500 sides; d10s also show their Contract Outcome',
  '`/roll h` or `/roll l`: call high (6–10) or low (1–5) and flip a d10',
  '`/roll dex+athletics@7`: roll from your linked Contractor’s sheet, Penalty included',
  'Pools hold 1 to 49 dice. Add `secret: True` to see a roll alone. `/odds 5@7` shows the chances; `/sheet` your play block.',
].join('\n');

function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** A chat roll's refusal in plain words. */
export function botRefusalWords(refusal: BotRollRefusal): string {
  switch (refusal.code) {
    case 'empty':
      return 'Tell me what to roll, for example `5@7`. `/roll help` lists every form.';
    case 'pool_out_of_range':
      return `A pool holds ${POOL_COUNT_RANGE.min} to ${POOL_COUNT_RANGE.max} dice; ${refusal.received} is outside that.`;
    case 'difficulty_too_low':
      return `Difficulty ${refusal.received} is below what this bot rolls: name ${BOT_DIFFICULTY_RANGE.min} or more.`;
    case 'difficulty_too_high':
      return (
        `Difficulty ${refusal.received} is past the highest, ${BOT_DIFFICULTY_RANGE.max}` +
        ` (above ${MAX_DIFFICULTY}, each point already costs a die).`
      );
    case 'no_dice_left':
      return (
        `At Difficulty ${refusal.difficulty} each point above ${MAX_DIFFICULTY} takes a die away, and that leaves ` +
        `none of your ${dice(refusal.pool)}: the Outcome could only be 0. Roll more dice or lower the Difficulty.`
      );
    case 'generic_count_out_of_range':
      return `Roll ${GENERIC_COUNT_RANGE.min} to ${GENERIC_COUNT_RANGE.max} generic dice at once; ${refusal.received} is outside that.`;
    case 'generic_sides_out_of_range':
      return `A generic die has ${GENERIC_SIDES_RANGE.min} to ${GENERIC_SIDES_RANGE.max} sides; ${refusal.received} is outside that.`;
  }
}

/** The longest label shown; Discord's own form stops at 200 characters, and the result must always fit below it. */
export const LABEL_LIMIT = 200;

function titled(title: string, label: string | undefined): string {
  if (!label) return `**${title}**`;
  return `**${title}**: ${label.length > LABEL_LIMIT ? `${label.slice(0, LABEL_LIMIT - 1)}…` : label}`;
}

/** A thrown chat roll as the channel reads it: what was rolled, the dice highest first, and the result. */
export function botThrowWords(thrown: BotThrow): string {
  switch (thrown.kind) {
    case 'pool': {
      const r = thrown.result;
      const asked = `${dice(r.poolWithBonus)} at Difficulty ${r.rawDifficulty}${r.exert ? ', exerting' : ''}`;
      const lines = [titled(asked, thrown.label)];
      if (r.overflowRemoved > 0)
        lines.push(
          `Past Difficulty ${MAX_DIFFICULTY}: ${dice(r.overflowRemoved)} removed, ${dice(r.dice)} thrown at ${r.difficulty}.`,
        );
      lines.push(`Dice: ${thrown.sorted.join(' ')}`);
      lines.push(`Outcome **${r.outcome}**${r.exert ? ' (+1 for exerting)' : ''}: ${TIER_WORDS[r.tier]}`);
      return lines.join('\n');
    }
    case 'generic': {
      const lines = [
        titled(`${thrown.count}d${thrown.sides}`, thrown.label),
        `Dice: ${thrown.sorted.join(' ')}`,
        `Total **${thrown.total}**`,
      ];
      if (thrown.contract)
        lines.push(
          `As a Contract roll at Difficulty 6: Outcome ${thrown.contract.outcome}, ${TIER_WORDS[thrown.contract.tier]}`,
        );
      return lines.join('\n');
    }
    case 'flip': {
      const called =
        thrown.call === 'high' ? `high (${HIGH_FACES.min}–${HIGH_FACES.max})` : `low (1–${HIGH_FACES.min - 1})`;
      return [
        titled(`Called ${called}`, thrown.label),
        `The d10 shows **${thrown.face}**: ${thrown.won ? 'SUCCESS, the call wins' : 'FAILURE, the call loses'}.`,
      ].join('\n');
    }
  }
}
