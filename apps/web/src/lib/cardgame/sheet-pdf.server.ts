import { powers, type Contract } from '@harbinger/cardgame';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from '@pdfme/pdf-lib';
import { countOf } from '../text.js';
import { cardKindLabel, challengeText, contractKindLabel, contractPayouts } from './card-words.js';
import { CARD_MM, PAPER, type PrintDeck, type PrintDiceCard } from './print-deck.js';

const PT_PER_MM = 72 / 25.4;
const COLUMNS = 3;
const ROWS = 3;
const PAD = 9;

const INK = rgb(0.1, 0.1, 0.12);
const SOFT = rgb(0.38, 0.38, 0.42);
const EDGE = rgb(0.55, 0.55, 0.55);
const CUT = rgb(0.7, 0.7, 0.7);
const REWARD_BG = rgb(0.86, 0.95, 0.87);
const PENALTY_BG = rgb(0.98, 0.88, 0.88);
const POWER_BG = rgb(0.93, 0.92, 0.98);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Where a card sits on its page: lower-left corner and size, in points. */
interface Slot {
  page: PDFPage;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Lays the deck out as a PDF: nine poker-size cards per page in a 3 × 3 grid with cut lines running into the
 * margins, Contracts first, then Dice Cards. No dates or random ids are written, so the same deck always gives
 * the same bytes.
 * @example const bytes = await deckPdf(printDeck(options).value)
 */
export async function deckPdf(deck: PrintDeck): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Harbinger card game, seed ${deck.options.seed}`, { showInWindowTitleBar: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const paper = PAPER[deck.options.paper];
  const pageW = paper.widthMm * PT_PER_MM;
  const pageH = paper.heightMm * PT_PER_MM;
  const cardW = CARD_MM.width * PT_PER_MM;
  const cardH = CARD_MM.height * PT_PER_MM;
  const left = (pageW - COLUMNS * cardW) / 2;
  const bottom = (pageH - ROWS * cardH) / 2;
  const total = deck.contracts.length + deck.dice.length;
  const pageCount =
    Math.ceil(deck.contracts.length / (COLUMNS * ROWS)) + Math.ceil(deck.dice.length / (COLUMNS * ROWS));
  let page: PDFPage | null = null;
  let index = 0;
  let pageNumber = 0;

  const nextSlot = (fresh: boolean): Slot => {
    if (!page || fresh || index === COLUMNS * ROWS) {
      page = doc.addPage([pageW, pageH]);
      pageNumber++;
      index = 0;
      drawCutLines(page, { left, bottom, cardW, cardH, pageW, pageH });
      const header = `Harbinger card game - seed "${deck.options.seed}" - ${deck.options.players} players - ${countOf(total, 'card')} - page ${pageNumber} of ${pageCount}`;
      text(page, fonts.regular, header, { x: left, y: pageH - bottom / 2 - 3, size: 7, color: SOFT });
    }
    const col = index % COLUMNS;
    const row = Math.floor(index / COLUMNS);
    index++;
    return { page, x: left + col * cardW, y: bottom + (ROWS - 1 - row) * cardH, w: cardW, h: cardH };
  };

  deck.contracts.forEach((contract, i) => drawContract(nextSlot(i === 0), fonts, contract));
  deck.dice.forEach((dice, i) => drawDiceCard(nextSlot(i === 0), fonts, dice));
  return doc.save();
}

function drawCutLines(
  page: PDFPage,
  g: { left: number; bottom: number; cardW: number; cardH: number; pageW: number; pageH: number },
): void {
  const dash = { thickness: 0.4, color: CUT, dashArray: [3, 3] };
  for (let c = 0; c <= COLUMNS; c++) {
    const x = g.left + c * g.cardW;
    page.drawLine({ start: { x, y: 0 }, end: { x, y: g.pageH }, ...dash });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = g.bottom + r * g.cardH;
    page.drawLine({ start: { x: 0, y }, end: { x: g.pageW, y }, ...dash });
  }
}

function drawContract(slot: Slot, fonts: Fonts, contract: Contract): void {
  const { page, x, y, w, h } = slot;
  const band = 40;
  const payouts = contractPayouts(contract);
  page.drawRectangle({ x, y, width: w, height: h, borderColor: EDGE, borderWidth: 0.6 });
  page.drawRectangle({ x: x + 0.3, y: y + h - band, width: w - 0.6, height: band - 0.3, color: REWARD_BG });
  page.drawRectangle({ x: x + 0.3, y: y + 0.3, width: w - 0.6, height: band - 0.3, color: PENALTY_BG });
  text(page, fonts.bold, 'REWARD', { x: x + PAD, y: y + h - 14, size: 6.5, color: SOFT });
  text(page, fonts.bold, payouts.reward, { x: x + PAD, y: y + h - 29, size: 11 });
  text(page, fonts.bold, 'PENALTY', { x: x + PAD, y: y + band - 14, size: 6.5, color: SOFT });
  text(page, fonts.bold, payouts.penalty, { x: x + PAD, y: y + band - 29, size: 11 });

  let cursor = y + h - band - 20;
  text(page, fonts.bold, contract.name, { x: x + PAD, y: cursor, size: 13 });
  cursor -= 13;
  text(page, fonts.regular, contractKindLabel(contract), { x: x + PAD, y: cursor, size: 8, color: SOFT });
  drawStars(page, { x: x + w - PAD - 5 * 10, y: cursor + 3, stars: contract.stars });
  cursor -= 20;
  for (const line of wrap(fonts.regular, challengeText(contract), 10, w - 2 * PAD)) {
    text(page, fonts.regular, line, { x: x + PAD, y: cursor, size: 10 });
    cursor -= 13;
  }
  const rating = `${contract.id} - rated ${Math.round(contract.chance * 100)}% for ${countOf(contract.expectedTurnout, 'Soul')}`;
  text(page, fonts.regular, rating, { x: x + PAD, y: y + band + 7, size: 6.5, color: SOFT });
}

function drawDiceCard(slot: Slot, fonts: Fonts, dice: PrintDiceCard): void {
  const { page, x, y, w, h } = slot;
  const { card } = dice;
  const face = card.kind === 'wild' ? 'WILD' : card.kind === 'duo' ? card.values.join(' / ') : String(card.values[0]);
  const corner = card.kind === 'wild' ? 'W' : card.values.join('/');
  page.drawRectangle({ x, y, width: w, height: h, borderColor: EDGE, borderWidth: 0.6 });
  text(page, fonts.bold, corner, { x: x + PAD, y: y + h - 20, size: 12 });
  const cornerW = fonts.bold.widthOfTextAtSize(pdfSafe(fonts.bold, corner), 12);
  text(page, fonts.bold, corner, { x: x + w - PAD - cornerW, y: y + 12, size: 12 });
  const size = face.length > 2 ? 36 : 64;
  const faceW = fonts.bold.widthOfTextAtSize(pdfSafe(fonts.bold, face), size);
  const faceY = card.power ? y + h - 100 : y + h / 2 - size / 3;
  text(page, fonts.bold, face, { x: x + (w - faceW) / 2, y: faceY, size });
  const kind = cardKindLabel(card);
  const kindW = fonts.regular.widthOfTextAtSize(pdfSafe(fonts.regular, kind), 8);
  text(page, fonts.regular, kind, { x: x + (w - kindW) / 2, y: faceY - 16, size: 8, color: SOFT });
  if (card.power) {
    const power = powers[card.power];
    const lines = wrap(fonts.regular, power.text, 8.5, w - 2 * PAD - 8);
    const boxH = 26 + lines.length * 11;
    const boxY = y + 30;
    page.drawRectangle({ x: x + PAD, y: boxY, width: w - 2 * PAD, height: boxH, color: POWER_BG });
    text(page, fonts.bold, power.name, { x: x + PAD + 4, y: boxY + boxH - 14, size: 10.5 });
    lines.forEach((line, i) =>
      text(page, fonts.regular, line, { x: x + PAD + 4, y: boxY + boxH - 27 - i * 11, size: 8.5 }),
    );
  }
  text(page, fonts.regular, dice.place, { x: x + PAD, y: y + 14, size: 6.5, color: SOFT });
}

function drawStars(page: PDFPage, at: { x: number; y: number; stars: number }): void {
  for (let i = 0; i < 5; i++) {
    const filled = i < at.stars;
    page.drawSvgPath(starPath(4.6), {
      x: at.x + i * 10 + 5,
      y: at.y,
      ...(filled ? { color: INK } : { borderColor: INK, borderWidth: 0.6 }),
    });
  }
}

/** A five-pointed star centred on the origin, in SVG coordinates (y grows downwards). */
function starPath(r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M ${points.join(' L ')} Z`;
}

function text(
  page: PDFPage,
  font: PDFFont,
  value: string,
  o: { x: number; y: number; size: number; color?: RGB },
): void {
  page.drawText(pdfSafe(font, value), { x: o.x, y: o.y, size: o.size, font, color: o.color ?? INK });
}

/** Lines of at most `width` points, broken between words. */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfSafe(font, value).split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const REPLACE: Record<string, string> = {
  '−': '-',
  '–': '-',
  '—': '-',
  '★': '*',
  '☆': '-',
  '“': '"',
  '”': '"',
  '’': "'",
};

/** The text with every character the standard PDF fonts cannot draw replaced by a close ASCII one (or dropped). */
export function pdfSafe(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet());
  return [...value].map((ch) => REPLACE[ch] ?? (known.has(ch.codePointAt(0)!) ? ch : '')).join('');
}
