import { z } from 'zod';

/** Discord's interaction types that this bot answers. */
export const INTERACTION_TYPE = { ping: 1, command: 2, component: 3 } as const;

const snowflake = z.string().regex(/^\d{1,25}$/, 'is not a Discord id');
const user = z.looseObject({ id: snowflake, username: z.string().max(100).optional() });

const option = z.looseObject({
  name: z.string().max(100),
  type: z.number().int(),
  value: z.union([z.string().max(6000), z.number(), z.boolean()]).optional(),
});

const base = {
  id: snowflake,
  application_id: snowflake,
  token: z.string().min(1).max(1000),
  member: z.looseObject({ user }).optional(),
  user: user.optional(),
  guild_id: snowflake.optional(),
  channel_id: snowflake.optional(),
};

const ping = z.looseObject({ type: z.literal(INTERACTION_TYPE.ping), id: snowflake, application_id: snowflake });

const command = z.looseObject({
  ...base,
  type: z.literal(INTERACTION_TYPE.command),
  data: z.looseObject({ name: z.string().max(100), options: z.array(option).max(25).optional() }),
});

const component = z.looseObject({
  ...base,
  type: z.literal(INTERACTION_TYPE.component),
  data: z.looseObject({ custom_id: z.string().max(100), component_type: z.number().int() }),
});

/** The interactions the bot accepts; anything else is refused as a bad request. */
export const interactionSchema = z.discriminatedUnion('type', [ping, command, component]);
export type DiscordInteraction = z.infer<typeof interactionSchema>;
export type CommandInteraction = z.infer<typeof command>;
export type ComponentInteraction = z.infer<typeof component>;

/** The Discord user behind an interaction: the member's user in a server, the user in a direct message. */
export function interactionUser(interaction: CommandInteraction | ComponentInteraction): { id: string } | null {
  return interaction.member?.user ?? interaction.user ?? null;
}

/** A command's option value by name, or undefined. */
export function optionValue(interaction: CommandInteraction, name: string): string | number | boolean | undefined {
  return interaction.data.options?.find((o) => o.name === name)?.value;
}
