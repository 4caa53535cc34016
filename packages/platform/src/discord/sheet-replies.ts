import type { ResultTier } from '@harbinger/rules';
import type { Platform } from '../context.js';
import type { Outcome, PlatformError } from '../errors.js';
import { discordPlayBlock, rollAsDiscordPlayer } from './linked-player.js';
import { DISCORD_SETTINGS_PATH } from './refusals.js';
import { messageReply, privateReply, rollButtons, type DiscordReply } from './reply.js';
import { TIER_WORDS } from './roll-words.js';

/** What the bot reads of a roll made against a linked sheet (a DiscordSheetRoll has these and more). */
export interface SheetRollView {
  contractorName: string;
  expression: string;
  label: string | null;
  description: string;
  dice: number;
  difficulty: number;
  faces: number[];
  outcome: number;
  tier: ResultTier;
  exert: boolean;
  rank6: boolean;
  mindDamageAdded: number;
  automaticFailure: string | null;
  tableContractTitle: string | null;
  secret: boolean;
}

/** What the bot reads of a linked Contractor's play block. */
export interface PlayBlockView {
  name: string;
  archetype: string;
  down: string | null;
  penalty: number;
  body: { left: number; of: number };
  mind: { left: number; of: number };
  initiativePool: number;
  attributes: { name: string; rating: number }[];
  abilities: { name: string; rating: number }[];
  injuries: { severity: number; stabilized: boolean; note: string }[];
  battleScars: string[];
  traumas: string[];
  source: { name: string; current: number; capacity: number } | null;
  gifts: { name: string; roll: string | null; unusable: boolean }[];
  table: { title: string } | null;
}

/** The linked-sheet workflows the bot calls. */
export interface DiscordSheetPort {
  roll(
    p: Platform,
    discordUserId: string,
    input: { expression: string; secret?: boolean },
  ): Promise<Outcome<SheetRollView>>;
  playBlock(p: Platform, discordUserId: string): Promise<Outcome<PlayBlockView>>;
}

/** The workflows of account linking (engineer C's linked-player.ts). */
export const defaultSheetPort: DiscordSheetPort = { roll: rollAsDiscordPlayer, playBlock: discordPlayBlock };

type MessageReply = Extract<DiscordReply, { type: 4 }>;

/** Refusals that send the player to the settings page get the whole address, which Discord turns into a link. */
function settingsLink(p: Platform, error: PlatformError): string {
  const linking = error.code === 'discord_not_linked' || error.code === 'choose_contractor';
  return linking && p.origin ? `\n${p.origin}${DISCORD_SETTINGS_PATH}` : '';
}

const NOT_A_PLAIN_ROLL = 'That is not a plain roll (see `/roll help`), so it was read as a roll from your sheet.';

function sheetRollWords(roll: SheetRollView): string {
  const title = `**${roll.contractorName}** rolls \`${roll.expression}\``;
  const lines = [roll.label ? `${title}: ${roll.label}` : title, roll.description];
  if (roll.automaticFailure) {
    lines.push(`No dice: ${roll.automaticFailure}. Outcome **0**: ${TIER_WORDS.failure}`);
  } else {
    lines.push(`Dice: ${[...roll.faces].sort((a, b) => b - a).join(' ')}`);
    lines.push(`Outcome **${roll.outcome}**${roll.exert ? ' (+1 for exerting)' : ''}: ${TIER_WORDS[roll.tier]}`);
  }
  if (roll.mindDamageAdded > 0) lines.push(`Exerting cost ${roll.mindDamageAdded} Mind.`);
  if (roll.tableContractTitle)
    lines.push(
      roll.secret
        ? `Shown to the GM on the live table of “${roll.tableContractTitle}”.`
        : `Also on the live table of “${roll.tableContractTitle}”.`,
    );
  return lines.join('\n');
}

/** Rolls sheet notation for the Discord user's linked Contractor and words the answer (refusals only to them). */
export async function sheetRollReply(
  p: Platform,
  port: DiscordSheetPort,
  ask: { userId: string; text: string; secret: boolean },
): Promise<MessageReply> {
  const rolled = await port.roll(p, ask.userId, { expression: ask.text, secret: ask.secret });
  if (!rolled.ok) {
    const lead = rolled.error.code === 'discord_not_linked' ? `${NOT_A_PLAIN_ROLL} ` : '';
    return privateReply(`${lead}${rolled.error.message}${settingsLink(p, rolled.error)}`);
  }
  const roll = rolled.value;
  const buttons =
    roll.dice > 0
      ? rollButtons({ pool: roll.dice, difficulty: roll.difficulty, exert: roll.exert, rank6: roll.rank6 })
      : undefined;
  return messageReply(sheetRollWords(roll), { ephemeral: ask.secret, ...(buttons ? { components: buttons } : {}) });
}

function traits(list: readonly { name: string; rating: number }[]): string {
  return list.length === 0 ? 'none' : list.map((t) => `${t.name} ${t.rating}`).join(', ');
}

function playBlockWords(block: PlayBlockView): string {
  const lines = [
    `**${block.name}**, ${block.archetype}${block.table ? ` (at “${block.table.title}”)` : ''}`,
    `Body ${block.body.left}/${block.body.of} · Mind ${block.mind.left}/${block.mind.of} · Penalty ${block.penalty}` +
      ` · Initiative ${block.initiativePool} dice`,
  ];
  if (block.down) lines.push(`Cannot act: ${block.down}`);
  lines.push(`Attributes: ${traits(block.attributes)}`, `Abilities: ${traits(block.abilities)}`);
  if (block.injuries.length > 0)
    lines.push(
      `Injuries: ${block.injuries
        .map((i) => `severity ${i.severity}${i.stabilized ? ' (stabilized)' : ''}${i.note ? ` ${i.note}` : ''}`)
        .join('; ')}`,
    );
  if (block.battleScars.length > 0) lines.push(`Battle Scars: ${block.battleScars.join(', ')}`);
  if (block.traumas.length > 0) lines.push(`Traumas: ${block.traumas.join(', ')}`);
  if (block.source) lines.push(`${block.source.name}: ${block.source.current}/${block.source.capacity}`);
  if (block.gifts.length > 0)
    lines.push(
      `Gifts: ${block.gifts
        .map((g) => `${g.name}${g.roll ? ` (\`${g.roll}\`)` : ''}${g.unusable ? ' (cannot be used now)' : ''}`)
        .join(', ')}`,
    );
  return lines.join('\n');
}

/** The linked Contractor's play block, only for the asker. */
export async function playBlockReply(p: Platform, port: DiscordSheetPort, userId: string): Promise<MessageReply> {
  const block = await port.playBlock(p, userId);
  return privateReply(block.ok ? playBlockWords(block.value) : `${block.error.message}${settingsLink(p, block.error)}`);
}
