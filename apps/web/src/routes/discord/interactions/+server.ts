import type { RequestHandler } from './$types';
import { answerDiscord } from '#lib/server/discord-interactions.ts';

/** Discord's interactions endpoint: the bot's slash commands and buttons arrive here, signed by Discord. */
export const POST: RequestHandler = ({ locals, request }) => answerDiscord(locals.platform, request);
