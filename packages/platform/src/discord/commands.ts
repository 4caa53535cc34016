/** Discord's application-command option types this bot uses. */
const OPTION = { string: 3, boolean: 5 } as const;

/**
 * The slash commands, as Discord's API takes them: the one definition `harbinger discord register` sends and the
 * handler reads its option names from.
 */
export const DISCORD_COMMANDS = {
  roll: {
    name: 'roll',
    description: 'Roll d10s for The Contract: 5, 4@8, 5 ex sneaking, 2d6, h, l, dex+athletics@7, or help',
    options: {
      text: {
        type: OPTION.string,
        name: 'text',
        description: 'What to roll, then an optional label (try "help")',
        required: true,
        max_length: 200,
      },
      secret: {
        type: OPTION.boolean,
        name: 'secret',
        description: 'Only you see the result (a GM hidden roll)',
        required: false,
      },
    },
  },
  odds: {
    name: 'odds',
    description: 'The exact chances of a roll, such as 5@7 or 6 ex',
    options: {
      roll: {
        type: OPTION.string,
        name: 'roll',
        description: 'Dice and Difficulty: 5, 5@7, 5@7 ex',
        required: true,
        max_length: 50,
      },
    },
  },
  sheet: { name: 'sheet', description: "Your linked Contractor's play block, shown only to you", options: {} },
} as const;

export type DiscordCommandName = keyof typeof DISCORD_COMMANDS;

/** The command list in the shape Discord's bulk-overwrite endpoint takes (chat-input commands). */
export function discordCommandDefinitions(): unknown[] {
  return Object.values(DISCORD_COMMANDS).map((command) => ({
    type: 1,
    name: command.name,
    description: command.description,
    options: Object.values(command.options),
  }));
}
