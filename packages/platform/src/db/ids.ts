import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A new row id: a version 7 UUID (milliseconds first, then a counter, then random bits), so ids made by this
 * process sort in the order they were made; rows written at the same instant keep their order.
 */
export function newId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    counter++;
    // 12 counter bits; past them, borrow the next millisecond.
    if (counter > 0xfff) {
      lastMs++;
      counter = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
