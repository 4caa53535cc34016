import { attributes } from '../character/traits.js';
import {
  IMPLIED_WORD,
  PURPOSE_WORDS,
  SPECIAL_ROLL_WORD,
  type PoolTerm,
  type RollExpression,
} from './roll-expression.js';

function formatPool(pool: PoolTerm): string {
  switch (pool.kind) {
    case 'dice':
      return String(pool.count);
    case 'special':
      return SPECIAL_ROLL_WORD[pool.which];
    case 'traits': {
      const attribute = attributes[pool.attribute.id].short;
      return pool.ability ? `${attribute}+${pool.ability.word}` : attribute;
    }
  }
}

/**
 * Writes an expression back as the shortest canonical command: short Attribute names, `@` glued to the pool,
 * the bonus before the penalties, then `ex` and the label. Parsing the result gives the same expression
 * (word positions aside, since they follow the new text).
 * @example formatRollExpression(parseRoll('DEX + Athletics @ 7 ex').value) === 'dex+Athletics@7 ex'
 */
export function formatRollExpression(expr: RollExpression): string {
  const parts = [formatPool(expr.pool) + (expr.difficulty === undefined ? '' : `@${expr.difficulty}`)];
  if (expr.bonus > 0) parts.push(`+${expr.bonus}`);
  for (const penalty of expr.penalties) parts.push(`-${penalty}`);
  if (expr.exert) parts.push('ex');
  if (expr.purpose !== undefined) parts.push(PURPOSE_WORDS[expr.purpose][0]);
  if (expr.implied === true) parts.push(IMPLIED_WORD);
  if (expr.label !== undefined && expr.label !== '') parts.push(expr.label);
  return parts.join(' ');
}
