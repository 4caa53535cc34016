import { uniformInt, type Rng } from '@harbinger/rules';

// Word lists for seeded data: given names, family names, Playgroup and Contract titles, invitations and notes. All
// made up for the generator; none of it is game text.

/** Given names for players and their Contractors. */
export const GIVEN_NAMES = [
  'Ada',
  'Bram',
  'Cleo',
  'Dario',
  'Edda',
  'Farid',
  'Greta',
  'Hollis',
  'Ines',
  'Jonah',
  'Kasia',
  'Lionel',
  'Mara',
  'Nico',
  'Odile',
  'Pavel',
  'Quinn',
  'Rosa',
  'Silas',
  'Tamsin',
  'Ugo',
  'Vera',
  'Wendel',
  'Xenia',
  'Yusuf',
  'Zora',
] as const;

/** Family names for Contractors. */
export const FAMILY_NAMES = [
  'Ashdown',
  'Brill',
  'Corrigan',
  'Dunmore',
  'Ellery',
  'Fenwick',
  'Galloway',
  'Harrow',
  'Ives',
  'Jessup',
  'Kettle',
  'Lowrie',
  'Marsh',
  'Noakes',
  'Orme',
  'Pell',
  'Quill',
  'Rook',
  'Sable',
  'Thorne',
  'Upjohn',
  'Vane',
  'Wicker',
  'Yarrow',
] as const;

/** What a Contractor did before the Harbinger found them. */
export const ARCHETYPES = [
  'night-shift nurse',
  'disgraced chemist',
  'bike courier',
  'retired boxer',
  'tow-truck driver',
  'museum guard',
  'street magician',
  'paralegal',
] as const;
/** What a Contractor believes about the world. */
export const PARADIGMS = [
  'everything has a price',
  'the dead are listening',
  'luck can be earned',
  'science will explain it',
  'family first',
  'nothing is random',
] as const;
/** What a Contractor wants. */
export const AMBITIONS = [
  'to clear a debt',
  'to find a missing brother',
  'to buy back the old house',
  'to be left alone',
  'to see the ocean again',
  'to outlive the curse',
] as const;

/** First halves of Playgroup names. */
const GROUP_FIRST = [
  'Lantern',
  'Static',
  'Copper',
  'Midnight',
  'Harbour',
  'Paper',
  'Velvet',
  'Rust',
  'Signal',
  'Ember',
] as const;
/** Second halves of Playgroup names. */
const GROUP_SECOND = ['Society', 'Table', 'Circle', 'Crew', 'Club', 'Irregulars', 'Watch', 'Collective'] as const;

/** First halves of Contract titles. */
const TITLE_FIRST = [
  'The Salt',
  'A Quiet',
  'The Ninth',
  'Glass',
  'The Lighthouse',
  'Borrowed',
  'The Hollow',
  'Cold',
  'The Last',
  'Paper',
] as const;
/** Second halves of Contract titles. */
const TITLE_SECOND = [
  'Bell',
  'Wedding',
  'Tenant',
  'Orchard',
  'Engine',
  'Debt',
  'Choir',
  'Harvest',
  'Ferry',
  'Witness',
  'Mirror',
  'Feast',
] as const;

/** Invitations a GM might write. */
const INVITATIONS = [
  'Meet at the usual place. Bring something warm.',
  'A client wants a package found before the river takes it.',
  'Someone keeps ringing the bell at the old chapel. Find out who.',
  'Short session, new players welcome.',
  'The job pays well, which is exactly the problem.',
] as const;

/** Notes a GM might leave after the session. */
const NOTES = [
  '',
  '',
  '',
  'Great table tonight.',
  'We ran long; the ending was rushed.',
  'The client was lying all along.',
  'Two players joined by voice.',
] as const;

/** Time zones players live in. */
export const TIME_ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Chicago',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

/** One item of a list, uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[uniformInt(rng, items.length)]!;
}

/** True with probability `p` (to 1 part in 2^32). */
export function chance(rng: Rng, p: number): boolean {
  return rng.nextUint32() / 2 ** 32 < p;
}

/** A Playgroup name, made distinct by its number. */
export function playgroupName(rng: Rng, n: number): string {
  return `${pick(rng, GROUP_FIRST)} ${pick(rng, GROUP_SECOND)} ${n + 1}`;
}

/** A Contract title. */
export function contractTitle(rng: Rng): string {
  return `${pick(rng, TITLE_FIRST)} ${pick(rng, TITLE_SECOND)}`;
}

/** An invitation text. */
export function invitation(rng: Rng): string {
  return pick(rng, INVITATIONS);
}

/** A GM's notes (often none). */
export function gmNotes(rng: Rng): string {
  return pick(rng, NOTES);
}
