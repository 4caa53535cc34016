import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { printDeck, printOptionsFrom, printQuery, type PrintOptions } from './print-deck.js';
import { deckPdf, pdfSafe, wrap } from './sheet-pdf.server.js';

const base: PrintOptions = { seed: 'pub-night', players: 4, variants: [], expansions: [], paper: 'a4' };

function deckOf(options: PrintOptions) {
  const deck = printDeck(options);
  if (!deck.ok) throw new Error(deck.issues[0]!.code);
  return deck.value;
}

describe('printable card sheets', () => {
  it('reprints exactly the same cards for the same seed, and other cards for another seed', () => {
    const a = deckOf(base);
    const b = deckOf({ ...base });
    expect(b).toEqual(a);
    expect(deckOf({ ...base, seed: 'other' }).contracts).not.toEqual(a.contracts);
  });

  it('holds the whole game: 10 Contracts per player plus 20, six starting cards per seat and the supply', () => {
    const deck = deckOf(base);
    expect(deck.contracts).toHaveLength(60);
    const starting = deck.dice.filter((d) => d.place.startsWith('Starting deck'));
    expect(starting).toHaveLength(24);
    for (let seat = 1; seat <= 4; seat++) {
      const own = starting.filter((d) => d.place === `Starting deck, seat ${seat}`);
      expect(own.map((d) => d.card.values[0]).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(own.filter((d) => d.card.power !== null)).toHaveLength(2);
    }
    expect(deck.dice.filter((d) => d.place === 'Supply')).toHaveLength(18);
  });

  it('adds the expansion cards and keeps only gentle Contracts in the easier variant', () => {
    const deck = deckOf({ ...base, variants: ['easy'], expansions: ['lost_souls', 'devilish_numbers'] });
    expect(deck.contracts.every((c) => c.stars <= 2)).toBe(true);
    expect(deck.contracts.some((c) => c.kind !== 'team')).toBe(true);
    expect(deck.dice.some((d) => d.card.kind === 'wild')).toBe(true);
    expect(deck.dice.some((d) => d.card.kind === 'duo')).toBe(true);
    const chaotic = deckOf({ ...base, variants: ['chaotic'] });
    expect(chaotic.dice.every((d) => d.place === 'Deal at random')).toBe(true);
  });

  it('reads and writes the print query, refusing unknown options', () => {
    const read = printOptionsFrom(
      new URLSearchParams('seed=x&players=3&variant=easy,stars&expansion=lost_souls&paper=letter'),
    );
    expect(read).toEqual({
      ok: true,
      value: { seed: 'x', players: 3, variants: ['easy', 'stars'], expansions: ['lost_souls'], paper: 'letter' },
    });
    if (read.ok) expect(printOptionsFrom(new URLSearchParams(printQuery(read.value)))).toEqual(read);
    expect(printOptionsFrom(new URLSearchParams('variant=hard'))).toMatchObject({
      ok: false,
      issues: [{ code: 'unknown_variant' }],
    });
    expect(printOptionsFrom(new URLSearchParams('players=two'))).toMatchObject({
      ok: false,
      issues: [{ code: 'bad_player_count' }],
    });
    expect(printDeck({ ...base, players: 9 })).toMatchObject({ ok: false, issues: [{ code: 'bad_player_count' }] });
  });

  it('renders a PDF with nine cards a page, byte for byte the same for the same seed', async () => {
    const deck = deckOf({ ...base, players: 2, expansions: ['devilish_numbers'] });
    const first = await deckPdf(deck);
    const second = await deckPdf(deckOf({ ...base, players: 2, expansions: ['devilish_numbers'] }));
    expect(Buffer.from(first).toString('latin1').startsWith('%PDF-')).toBe(true);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
    const loaded = await PDFDocument.load(first);
    expect(loaded.getPageCount()).toBe(Math.ceil(deck.contracts.length / 9) + Math.ceil(deck.dice.length / 9));
    const [w, h] = [loaded.getPage(0).getWidth(), loaded.getPage(0).getHeight()];
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
    const other = await deckPdf(deckOf({ ...base, players: 2, seed: 'another', expansions: ['devilish_numbers'] }));
    expect(Buffer.compare(Buffer.from(first), Buffer.from(other))).not.toBe(0);
  });

  it('lays Letter sheets out on Letter paper', async () => {
    const loaded = await PDFDocument.load(await deckPdf(deckOf({ ...base, players: 2, paper: 'letter' })));
    expect([Math.round(loaded.getPage(0).getWidth()), Math.round(loaded.getPage(0).getHeight())]).toEqual([612, 792]);
  });

  it('draws only characters the standard fonts have, and wraps long text to the width', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(pdfSafe(font, '−1 score ★ “Limbo” 木')).toBe('-1 score * "Limbo" ');
    const lines = wrap(font, 'Each Soul reveals 3 cards; the grand total must reach 12 per Soul.', 10, 100);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });
});
