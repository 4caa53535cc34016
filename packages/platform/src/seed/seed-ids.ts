import type { Rng } from '@harbinger/rules';

/**
 * A source of row ids for seeded data: version 7 UUIDs like `newId`'s, but with the clock of the row being seeded
 * (its `created_at`, so ids sort with the seeded history) and the rest drawn from `rng`, so one seed always gives the
 * same ids. A run-wide 32-bit sequence sits right after the milliseconds, so rows made at the same instant keep the
 * order they were made in (ledger entries of one Contract list in the order the rules paid them).
 * @example const nextId = seededIds(seededRng('1')); nextId(new Date('2024-05-01T19:00:00Z'))
 */
export function seededIds(rng: Rng): (at: Date) => string {
  let sequence = 0;
  const bytes = Buffer.alloc(16);
  return (at) => {
    const ms = at.getTime();
    if (!Number.isSafeInteger(ms) || ms < 0 || ms >= 2 ** 48)
      throw new RangeError(`seededIds: no id for ${String(at)}`);
    if (sequence >= 2 ** 32) throw new RangeError('seededIds: sequence exhausted');
    bytes.writeUIntBE(ms, 0, 6);
    // Version 7, then the top 12 bits of the sequence.
    bytes.writeUInt16BE(0x7000 | (sequence >>> 20), 6);
    // Variant 10, the low 20 bits of the sequence, then 42 random bits.
    const low = sequence & 0xfffff;
    const random = rng.nextUint32();
    bytes.writeUInt32BE((0x80000000 | (low << 10) | (random >>> 22)) >>> 0, 8);
    bytes.writeUInt32BE(rng.nextUint32(), 12);
    sequence++;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}
