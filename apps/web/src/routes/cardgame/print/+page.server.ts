import { error } from '@sveltejs/kit';
import { printDeck, printOptionsFrom } from '#lib/cardgame/print-deck.ts';
import { reasonText } from '#lib/cardgame/reasons.ts';
import type { PageServerLoad } from './$types';

/** Deals the deck the query asks for (`seed`, `players`, `variant`, `expansion`, `paper`), ready to lay out. */
export const load: PageServerLoad = ({ url }) => {
  const options = printOptionsFrom(url.searchParams);
  const deck = options.ok ? printDeck(options.value) : options;
  if (!deck.ok) error(400, { message: printProblem(deck.issues[0]!.code), code: deck.issues[0]!.code });
  return { deck: deck.value };
};

function printProblem(code: string): string {
  if (code === 'bad_player_count') return 'A deck is printed for 2 to 6 players.';
  if (code === 'unknown_variant' || code === 'unknown_expansion')
    return 'One of the chosen variants or expansions does not exist.';
  return reasonText(code);
}
