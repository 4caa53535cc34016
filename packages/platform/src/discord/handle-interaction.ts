import { parseBotRoll, throwBotRoll, type Rng } from '@harbinger/rules';
import type { Platform } from '../context.js';
import { failure, fromZodError, success, type Outcome } from '../errors.js';
import { DISCORD_COMMANDS } from './commands.js';
import { DEFAULT_DEFER_AFTER_MS, discordApiBase, replyInTime } from './follow-up.js';
import {
  INTERACTION_TYPE,
  interactionSchema,
  interactionUser,
  optionValue,
  type CommandInteraction,
  type ComponentInteraction,
} from './interaction-schema.js';
import { oddsWords } from './odds-words.js';
import { RESPONSE_TYPE, messageReply, privateReply, readButtonId, rollButtons, type DiscordReply } from './reply.js';
import { ROLL_HELP, botRefusalWords, botThrowWords } from './roll-words.js';
import { defaultSheetPort, playBlockReply, sheetRollReply, type DiscordSheetPort } from './sheet-replies.js';

/** How the handler reaches the outside world; every field has a default. */
export interface DiscordHandlerOptions {
  /** Discord's REST API, for late replies; defaults to `DISCORD_API_BASE` or Discord's own. */
  apiBase?: string;
  /** Work still running after this long is answered with a deferred reply (default 2000 ms). */
  deferAfterMs?: number;
  fetch?: typeof fetch;
  /** The dice of plain rolls; defaults to the platform's. */
  rng?: Rng;
  /** Keeps a late reply's sending alive after the answer has gone; defaults to letting it run (errors are logged). */
  background?: (late: Promise<void>) => void;
  /** The linked-sheet functions (tests may stand in their own). */
  sheet?: DiscordSheetPort;
}

type MessageReply = Extract<DiscordReply, { type: 4 }>;

const ODDS_USAGE =
  'Give `/odds` a pool: `5` (Difficulty 6), `5@7`, or `5@7 ex` for an exerted roll. Pools hold 1 to 49 dice.';
const EXERT_REFUSED =
  'Exertion is declared before the dice are thrown, so this roll stands as it fell. Next time put `ex` right ' +
  'after the dice: `/roll 5@7 ex`.';
const UNKNOWN_BUTTON = 'That button no longer does anything; roll again with `/roll`.';
const WENT_WRONG = 'Something went wrong on our side while answering; please try again in a moment.';

function rollReply(p: Platform, interaction: CommandInteraction, options: DiscordHandlerOptions) {
  const text = optionValue(interaction, DISCORD_COMMANDS.roll.options.text.name);
  const secret = optionValue(interaction, DISCORD_COMMANDS.roll.options.secret.name) === true;
  const parsed = parseBotRoll(typeof text === 'string' ? text : '');
  if (!parsed.ok) return { ephemeral: true, work: Promise.resolve(privateReply(botRefusalWords(parsed.refusal))) };
  const roll = parsed.roll;
  if (roll.kind === 'help') return { ephemeral: true, work: Promise.resolve(privateReply(ROLL_HELP)) };
  if (roll.kind === 'sheet') {
    const user = interactionUser(interaction);
    const port = options.sheet ?? defaultSheetPort;
    return { ephemeral: secret, work: sheetRollReply(p, port, { userId: user?.id ?? '', text: roll.text, secret }) };
  }
  const thrown = throwBotRoll(roll, options.rng ?? p.rng);
  const components = roll.kind === 'pool' ? rollButtons(roll) : undefined;
  const reply = messageReply(botThrowWords(thrown), { ephemeral: secret, ...(components ? { components } : {}) });
  return { ephemeral: secret, work: Promise.resolve(reply) };
}

function oddsReply(interaction: CommandInteraction): MessageReply {
  const text = optionValue(interaction, DISCORD_COMMANDS.odds.options.roll.name);
  const parsed = parseBotRoll(typeof text === 'string' ? text : '');
  if (!parsed.ok) return privateReply(botRefusalWords(parsed.refusal));
  if (parsed.roll.kind !== 'pool') return privateReply(ODDS_USAGE);
  const { pool, difficulty, exert } = parsed.roll;
  return messageReply(oddsWords({ pool, difficulty, exert }));
}

function commandReply(p: Platform, interaction: CommandInteraction, options: DiscordHandlerOptions) {
  switch (interaction.data.name) {
    case DISCORD_COMMANDS.roll.name:
      return rollReply(p, interaction, options);
    case DISCORD_COMMANDS.odds.name:
      return { ephemeral: false, work: Promise.resolve(oddsReply(interaction)) };
    case DISCORD_COMMANDS.sheet.name: {
      const userId = interactionUser(interaction)?.id ?? '';
      return { ephemeral: true, work: playBlockReply(p, options.sheet ?? defaultSheetPort, userId) };
    }
    default:
      return {
        ephemeral: true,
        work: Promise.resolve(privateReply('This bot knows `/roll`, `/odds` and `/sheet`; run `/roll help`.')),
      };
  }
}

function componentReply(interaction: ComponentInteraction): MessageReply {
  const button = readButtonId(interaction.data.custom_id);
  if (!button) return privateReply(UNKNOWN_BUTTON);
  if (button.action === 'exert') return privateReply(EXERT_REFUSED);
  const parsed = parseBotRoll(`${button.roll.pool}@${button.roll.difficulty}`);
  if (!parsed.ok) return privateReply(botRefusalWords(parsed.refusal));
  return privateReply(oddsWords(button.roll));
}

/**
 * Answers one Discord interaction (already signature-checked): PING with PONG, `/roll`, `/odds` and `/sheet`, and
 * the buttons under a roll. Help, usage and refusals go only to the asker; results to the channel (a `secret` roll
 * only to the roller). Work that outlasts `deferAfterMs` is answered with a deferred reply and finished by editing
 * it through Discord's REST API. A body that is not an interaction is refused with 400.
 * @example const answer = await handleDiscordInteraction(p, JSON.parse(rawBody));
 */
export async function handleDiscordInteraction(
  p: Platform,
  interaction: unknown,
  options: DiscordHandlerOptions = {},
): Promise<Outcome<DiscordReply>> {
  const parsed = interactionSchema.safeParse(interaction);
  if (!parsed.success) return failure(fromZodError(parsed.error, 'invalid_interaction'));
  const body = parsed.data;
  if (body.type === INTERACTION_TYPE.ping) return success({ type: RESPONSE_TYPE.pong });
  if (body.type === INTERACTION_TYPE.component) return success(componentReply(body));
  const { work, ephemeral } = commandReply(p, body, options);
  const guarded = work.catch((error: unknown) => {
    p.log.error('discord interaction failed', { command: body.data.name, error: String(error) });
    return privateReply(WENT_WRONG);
  });
  return success(
    await replyInTime({
      work: guarded,
      ephemeral,
      deferAfterMs: options.deferAfterMs ?? DEFAULT_DEFER_AFTER_MS,
      target: {
        apiBase: options.apiBase ?? discordApiBase(),
        applicationId: body.application_id,
        token: body.token,
        fetch: options.fetch ?? fetch,
        log: p.log,
      },
      background:
        options.background ??
        ((late) => {
          void late;
        }),
    }),
  );
}
