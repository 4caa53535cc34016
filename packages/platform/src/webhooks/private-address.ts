import { isIP } from 'node:net';

// Which IP addresses a webhook must not reach unless the operator allows it: everything that leads back into this
// server or its own network, or that is not a single public host at all. Pure: no lookups, no environment.

/** A group of address blocks that are not the public internet, with how a refusal describes it. */
export interface PrivateRangeConfig {
  /** CIDR blocks, IPv4 and IPv6. */
  blocks: readonly string[];
  /** Completes "… is …" in a refusal. */
  words: string;
}

/** The non-public address blocks, by kind. */
export const PRIVATE_RANGES = {
  unspecified: { blocks: ['0.0.0.0/8', '::/128'], words: 'an unspecified address (it reaches this server itself)' },
  loopback: { blocks: ['127.0.0.0/8', '::1/128'], words: 'a loopback address (this server itself)' },
  private_network: {
    blocks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', 'fec0::/10'],
    words: 'a private network address',
  },
  link_local: {
    blocks: ['169.254.0.0/16', 'fe80::/10'],
    words: 'a link-local address (cloud metadata services live there)',
  },
  shared: { blocks: ['100.64.0.0/10'], words: 'a carrier-grade NAT address, internal to a provider' },
  // ::/96 holds the old IPv4-compatible form (::10.0.0.1); :: and ::1 are matched above it.
  special: { blocks: ['192.0.0.0/24', '198.18.0.0/15', '240.0.0.0/4', '::/96'], words: 'a reserved address' },
  multicast: { blocks: ['224.0.0.0/4', 'ff00::/8'], words: 'a multicast address' },
} as const satisfies Record<string, PrivateRangeConfig>;

/** A kind of non-public address. */
export type PrivateRangeId = keyof typeof PRIVATE_RANGES;

interface Block {
  family: 4 | 6;
  /** The network's bits shifted right so only the prefix is left. */
  prefix: bigint;
  length: number;
}

/** IPv6 blocks that carry an IPv4 address in their last 32 bits (mapped, NAT64) or right after 2002: (6to4). */
const EMBEDDING = [
  { block: '::ffff:0:0/96', shift: 0n },
  { block: '64:ff9b::/96', shift: 0n },
  { block: '64:ff9b:1::/48', shift: 0n },
  { block: '2002::/16', shift: 80n },
].map(({ block, shift }) => ({ ...parseBlock(block), shift }));

/** Every block with its kind, in the table's order (the first match wins). */
const BLOCKS = Object.entries(PRIVATE_RANGES).flatMap(([id, range]) =>
  range.blocks.map((block) => ({ ...parseBlock(block), id: id as PrivateRangeId })),
);

function parseBlock(cidr: string): Block {
  const [address = '', bits = ''] = cidr.split('/');
  const family = isIP(address);
  if (family !== 4 && family !== 6) throw new Error(`not a CIDR block: ${cidr}`);
  const length = Number(bits);
  return { family, length, prefix: toBigInt(address, family) >> BigInt((family === 4 ? 32 : 128) - length) };
}

function inBlock(value: bigint, family: 4 | 6, block: Block): boolean {
  return block.family === family && value >> BigInt((family === 4 ? 32 : 128) - block.length) === block.prefix;
}

/** An IPv4 address as a 32-bit number (the input is already known to be dotted-quad). */
function v4ToBigInt(address: string): bigint {
  return address.split('.').reduce((sum, octet) => (sum << 8n) | BigInt(Number(octet)), 0n);
}

/** An IPv6 address (already checked by `isIP`, scope id removed) as a 128-bit number. */
function v6ToBigInt(address: string): bigint {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    // A dotted IPv4 tail (::ffff:10.0.0.1) stands for the last two groups.
    const v4 = v4ToBigInt(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const before = head === '' ? [] : head.split(':');
  const after = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function toBigInt(address: string, family: 4 | 6): bigint {
  return family === 4 ? v4ToBigInt(address) : v6ToBigInt(address);
}

/**
 * The kind of non-public block an IP address falls in, or undefined for a public one. IPv6 addresses that carry an
 * IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, NAT64, 6to4) are judged by the IPv4 address inside; a scope id
 * (`fe80::1%eth0`) and brackets are ignored. Throws for text that is not an IP address (check with `isIP` first).
 * @example privateRangeOf('169.254.169.254') === 'link_local'
 */
export function privateRangeOf(address: string): PrivateRangeId | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family !== 4 && family !== 6) throw new Error(`not an IP address: ${address}`);
  const value = toBigInt(bare, family);
  if (family === 6) {
    const embedding = EMBEDDING.find((block) => inBlock(value, 6, block));
    if (embedding) {
      const v4 = (value >> embedding.shift) & 0xffffffffn;
      return BLOCKS.find((block) => inBlock(v4, 4, block))?.id;
    }
  }
  return BLOCKS.find((block) => inBlock(value, family, block))?.id;
}

/** True when an IP address is not a public internet address (see `privateRangeOf`). */
export function isPrivateAddress(address: string): boolean {
  return privateRangeOf(address) !== undefined;
}
