import { powers, templates, type Contract, type DiceCard, type Payout, type TemplateConfig } from '@harbinger/cardgame';

/** The face of a Dice Card in a few characters: "4", "2 or 5", "Wild". */
export function cardFace(card: DiceCard): string {
  if (card.kind === 'wild') return 'Wild';
  return card.values.join(' or ');
}

/** A Dice Card in words, with its power: "4 with Tailwind". */
export function cardName(card: DiceCard | undefined): string {
  if (!card) return 'a card';
  const face =
    card.kind === 'wild' ? 'a Wildcard' : card.kind === 'duo' ? `a Duo (${cardFace(card)})` : `a ${cardFace(card)}`;
  return card.power ? `${face} with ${powers[card.power].name}` : face;
}

/** What kind of card a Dice Card is, for its face. */
export function cardKindLabel(card: DiceCard): string {
  return card.kind === 'wild' ? 'Wildcard' : card.kind === 'duo' ? 'Duo: pick one after revealing' : 'Number';
}

/** The challenge printed on a Contract, in the engine's own words for its template. */
export function challengeText(contract: Contract): string {
  return (templates[contract.challenge.template] as TemplateConfig).describe(contract.challenge);
}

/** Which sort of Contract this is: "Team", "Forced: 3+ Souls", "Battle". */
export function contractKindLabel(contract: Contract): string {
  if (contract.kind === 'forced') return `Forced: ${contract.minTurnout}+ Souls`;
  return contract.kind === 'battle' ? 'Battle' : 'Team';
}

/** A reward or penalty as printed: "+1 score", "−2 cards", with who it counts for. */
export function payoutText(payout: Payout, options: { gain: boolean; battle: boolean }): string {
  const sign = options.gain ? '+' : '−';
  const unit = payout.kind === 'score' ? 'score' : payout.amount === 1 ? 'card' : 'cards';
  const who = options.battle ? (options.gain ? 'each winner' : 'each loser') : 'per Soul';
  return `${sign}${payout.amount} ${unit} ${who}`;
}

/** The Contract's reward and penalty as printed. */
export function contractPayouts(contract: Contract): { reward: string; penalty: string } {
  const battle = contract.kind === 'battle';
  return {
    reward: payoutText(contract.reward, { gain: true, battle }),
    penalty: payoutText(contract.penalty, { gain: false, battle }),
  };
}

/** Stars as text for screens: "★★★☆☆". */
export function starText(stars: number): string {
  return '★'.repeat(stars) + '☆'.repeat(5 - stars);
}

/** The chance a Contract was rated at, as a whole percentage: "43%". */
export function chanceText(contract: Contract): string {
  return `${Math.round(contract.chance * 100)}%`;
}
