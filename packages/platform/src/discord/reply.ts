/** Discord's interaction response types this bot sends. */
export const RESPONSE_TYPE = { pong: 1, message: 4, deferred: 5 } as const;
/** The message flag that shows a reply only to the person who asked. */
export const EPHEMERAL = 64;

/** A message's body as Discord takes it, in a reply or in a follow-up edit. */
export interface DiscordMessage {
  content: string;
  flags?: number;
  components?: unknown[];
  allowed_mentions: { parse: never[] };
}

/** The JSON answer to an interaction. */
export type DiscordReply =
  | { type: typeof RESPONSE_TYPE.pong }
  | { type: typeof RESPONSE_TYPE.message; data: DiscordMessage }
  | { type: typeof RESPONSE_TYPE.deferred; data: { flags?: number } };

/** Discord refuses a message longer than this many characters. */
export const MESSAGE_LIMIT = 2000;

function fitted(content: string): string {
  return content.length <= MESSAGE_LIMIT ? content : `${content.slice(0, MESSAGE_LIMIT - 1)}…`;
}

/**
 * A reply that is a message: ephemeral ones only the asker sees. Nobody is pinged by what players type, and a message
 * past Discord's length limit is cut short rather than refused.
 */
export function messageReply(
  content: string,
  options: { ephemeral?: boolean; components?: unknown[] } = {},
): Extract<DiscordReply, { type: 4 }> {
  return {
    type: RESPONSE_TYPE.message,
    data: {
      content: fitted(content),
      allowed_mentions: { parse: [] },
      ...(options.ephemeral ? { flags: EPHEMERAL } : {}),
      ...(options.components ? { components: options.components } : {}),
    },
  };
}

/** Help, usage and refusals: only for the person who asked. */
export function privateReply(content: string): Extract<DiscordReply, { type: 4 }> {
  return messageReply(content, { ephemeral: true });
}

/** A roll the buttons can name again: the dice and Difficulty as asked, whether it was exerted and used rank 6. */
export interface ButtonRoll {
  pool: number;
  difficulty: number;
  exert: boolean;
  rank6?: boolean;
}

const BUTTON_ID = /^(odds|exert):(\d{1,2})@(\d{1,2})(:ex)?(:r6)?$/;

/** The "Show odds" and "Exert and reroll" buttons under a roll; the roll itself rides in their ids. */
export function rollButtons(roll: ButtonRoll): unknown[] {
  const id = `${roll.pool}@${roll.difficulty}${roll.exert ? ':ex' : ''}${roll.rank6 ? ':r6' : ''}`;
  return [
    {
      type: 1,
      components: [
        { type: 2, style: 2, label: 'Show odds', custom_id: `odds:${id}` },
        { type: 2, style: 2, label: 'Exert and reroll', custom_id: `exert:${id}` },
      ],
    },
  ];
}

/** Reads a button id back into what it asks and the roll it names; null for an id this bot did not make. */
export function readButtonId(customId: string): { action: 'odds' | 'exert'; roll: ButtonRoll } | null {
  const match = BUTTON_ID.exec(customId);
  if (!match) return null;
  return {
    action: match[1] as 'odds' | 'exert',
    roll: {
      pool: Number(match[2]),
      difficulty: Number(match[3]),
      exert: match[4] !== undefined,
      rank6: match[5] !== undefined,
    },
  };
}
