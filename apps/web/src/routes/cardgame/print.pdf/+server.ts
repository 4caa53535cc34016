import { error } from '@sveltejs/kit';
import { printDeck, printOptionsFrom } from '#lib/cardgame/print-deck.ts';
import { deckPdf } from '#lib/cardgame/sheet-pdf.server.ts';
import type { RequestHandler } from './$types';

/** The printable sheets as a real PDF: the same query as /cardgame/print, the same bytes for the same query. */
export const GET: RequestHandler = async ({ url }) => {
  const options = printOptionsFrom(url.searchParams);
  const deck = options.ok ? printDeck(options.value) : options;
  if (!deck.ok)
    error(400, {
      message: 'These print options are not valid (2 to 6 players, known variants and expansions).',
      code: deck.issues[0]!.code,
    });
  const bytes = await deckPdf(deck.value);
  const name = `harbinger-cards-${deck.value.options.seed.replace(/[^A-Za-z0-9_-]/g, '_') || 'deck'}-${deck.value.options.players}p.pdf`;
  return new Response(bytes as unknown as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
      'content-length': String(bytes.byteLength),
      // the same query always gives the same file
      'cache-control': 'public, max-age=86400',
    },
  });
};
