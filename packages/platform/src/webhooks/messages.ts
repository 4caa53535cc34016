// What a webhook receives: a message Discord's "execute webhook" endpoint accepts as it is, and that any other
// JSON receiver can read. Links are stored as site paths and made absolute when the message is sent (see
// `resolveLinks`), because the workflow that writes the message does not know where the site is served.

/** One embed of a Discord message (the fields we fill). */
export interface DiscordEmbed {
  title: string;
  description: string;
  /** A site path (`/contracts/…`) while stored; an absolute address, or left out, once sent. */
  url?: string;
  /** ISO 8601: when the event happened. */
  timestamp: string;
}

/** A Discord-compatible webhook message. */
export interface DiscordMessage {
  content: string;
  embeds: DiscordEmbed[];
  /** Always empty: a name typed by a player must never ping a whole channel (`@everyone`). */
  allowed_mentions: { parse: never[] };
}

// Discord's own ceilings; a longer message is refused with 400, so we cut before sending.
const CONTENT_MAX = 2000;
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;
const EXCERPT_MAX = 1500;

/** Shortens text to `max` characters, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Puts a backslash before the characters Discord reads as formatting, so a name shows as typed. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_~`|>[\]()#<]/g, (c) => `\\${c}`);
}

function message(content: string, embed: DiscordEmbed): DiscordMessage {
  return {
    content: clip(content, CONTENT_MAX),
    embeds: [{ ...embed, title: clip(embed.title, TITLE_MAX), description: clip(embed.description, DESCRIPTION_MAX) }],
    allowed_mentions: { parse: [] },
  };
}

/** Discord shows `<t:…>` in each reader's own time zone. */
const discordTime = (at: Date, style: 'F' | 'R') => `<t:${Math.floor(at.getTime() / 1000)}:${style}>`;

/** The message for a newly scheduled Contract. */
export function contractScheduledMessage(options: {
  playgroupName: string;
  contractId: string;
  title: string;
  startsAt: Date;
  invitation: string;
  gmHandle: string;
  at: Date;
}): DiscordMessage {
  const lines = [
    `GM: @${options.gmHandle}`,
    `Starts ${discordTime(options.startsAt, 'F')} (${discordTime(options.startsAt, 'R')})`,
  ];
  if (options.invitation.trim() !== '') lines.push('', clip(options.invitation.trim(), EXCERPT_MAX));
  return message(`A new Contract was scheduled in **${escapeMarkdown(options.playgroupName)}**.`, {
    title: options.title,
    description: lines.join('\n'),
    url: `/contracts/${options.contractId}`,
    timestamp: options.at.toISOString(),
  });
}

/** The message for a World Event just posted to a Playgroup's feed. */
export function worldEventMessage(options: {
  playgroupId: string;
  playgroupName: string;
  title: string;
  body: string;
  authorHandle: string;
  at: Date;
}): DiscordMessage {
  const body = clip(options.body.trim(), EXCERPT_MAX);
  return message(`News from **${escapeMarkdown(options.playgroupName)}**: a World Event was posted.`, {
    title: options.title,
    description: `${body}${body === '' ? '' : '\n\n'}Posted by @${options.authorHandle}`,
    url: `/playgroups/${options.playgroupId}`,
    timestamp: options.at.toISOString(),
  });
}

/** The message for a player who just joined a Playgroup. */
export function memberJoinedMessage(options: { playgroupName: string; handle: string; at: Date }): DiscordMessage {
  const name = escapeMarkdown(options.playgroupName);
  return message(`@${options.handle} joined **${name}**.`, {
    title: `Welcome, @${options.handle}`,
    description: `A new member joined ${name}.`,
    url: `/u/${options.handle}`,
    timestamp: options.at.toISOString(),
  });
}

/**
 * The message as sent: each embed's site path made absolute under `origin`, or dropped when no public origin is
 * known (Discord refuses a relative link).
 */
export function resolveLinks(stored: Record<string, unknown>, origin: string | undefined): Record<string, unknown> {
  const embeds = stored.embeds;
  if (!Array.isArray(embeds)) return stored;
  return {
    ...stored,
    embeds: embeds.map((embed: unknown) => {
      if (typeof embed !== 'object' || embed === null) return embed;
      const { url, ...rest } = embed as Record<string, unknown>;
      if (typeof url !== 'string') return rest;
      if (/^https?:\/\//.test(url)) return { ...rest, url };
      return origin !== undefined && url.startsWith('/') ? { ...rest, url: `${origin}${url}` } : rest;
    }),
  };
}
