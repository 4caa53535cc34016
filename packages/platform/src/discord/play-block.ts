import {
  attributes as ATTRIBUTES,
  incapacity,
  primaryAbilities,
  type HealthState,
  type StatusId,
} from '@harbinger/rules';
import type { Platform } from '../context.js';
import { INCAPACITY_WORDS } from '../contractors/life.js';
import { buildView, loadSheet } from '../contractors/sheet.js';
import { failure, success, type Outcome } from '../errors.js';
import { playGiftsOf } from '../gifts/play-gifts.js';
import { activeSeats, botContractor } from './bot-contractor.js';
import { discordLink } from './link-store.js';
import { chooseContractorRefusal, notLinkedRefusal } from './refusals.js';

/** A rated trait on the play block. */
export interface DiscordTrait {
  /** The id a roll names ("dexterity", "athletics"), or a Secondary Ability's own name. */
  id: string;
  name: string;
  rating: number;
}

/** The bot's Contractor at a glance, as plain data for an ephemeral Discord message (the table's play block). */
export interface DiscordPlayBlock {
  contractorId: string;
  name: string;
  player: string;
  archetype: string;
  status: StatusId;
  state: HealthState;
  /** Why the Contractor cannot act right now, in words; null when it can. */
  down: string | null;
  penalty: number;
  body: { left: number; of: number };
  mind: { left: number; of: number };
  /** Dexterity + Perception after the Penalty. */
  initiativePool: number;
  attributes: DiscordTrait[];
  /** The Abilities rated 1 or more, Primary then Secondary, highest first. */
  abilities: DiscordTrait[];
  injuries: { severity: number; stabilized: boolean; note: string }[];
  battleScars: string[];
  traumas: string[];
  source: { name: string; current: number; capacity: number } | null;
  gifts: { name: string; roll: string | null; unusable: boolean }[];
  /** The Active Contract the Contractor sits at, or null. */
  table: { contractId: string; title: string } | null;
}

const byRating = (a: DiscordTrait, b: DiscordTrait) => b.rating - a.rating || a.name.localeCompare(b.name);

/**
 * The play block of a linked player's bot Contractor: Body and Mind left, Penalty, Attributes, rated Abilities,
 * Injuries, scars, Traumas, Source and Gifts, every number from the rules' derivation of the sheet. Refuses like
 * `rollAsDiscordPlayer` (`discord_not_linked`, `choose_contractor`). Only the player's own sheet, so no privacy check.
 * @example (await discordPlayBlock(p, discordUserId)).value?.penalty
 */
export async function discordPlayBlock(p: Platform, discordUserId: string): Promise<Outcome<DiscordPlayBlock>> {
  const link = await discordLink(p.db, discordUserId);
  if (!link) return failure(notLinkedRefusal());
  const found = await botContractor(p.db, link.link.userId, link.link.contractorId);
  if (!found.contractor) return failure(chooseContractorRefusal(found));
  const id = found.contractor.id;
  const [rows, gifts, seats] = await Promise.all([loadSheet(p.db, id), playGiftsOf(p.db, id), activeSeats(p.db, [id])]);
  if (!rows) return failure(chooseContractorRefusal({ contractor: null, reason: 'chosen_unavailable' }));
  const view = buildView(rows, link.link.userId);
  const d = view.derived;
  const blocked = incapacity(d);
  const primary = Object.entries(view.abilities)
    .filter(([, rating]) => rating > 0)
    .map(([key, rating]) => ({
      id: key,
      name: (primaryAbilities as Record<string, { name: string }>)[key]?.name ?? key,
      rating,
    }));
  const secondary = Object.entries(view.secondaryAbilities)
    .filter(([, rating]) => rating > 0)
    .map(([name, rating]) => ({ id: name, name, rating }));
  const seat = seats[0];
  return success({
    contractorId: id,
    name: view.concept.name,
    player: link.handle,
    archetype: view.concept.archetype,
    status: d.status,
    state: d.state,
    down: blocked ? INCAPACITY_WORDS[blocked] : null,
    penalty: d.penalty,
    body: { left: d.bodyRemaining, of: d.body },
    mind: { left: d.mindRemaining, of: d.mind },
    initiativePool: d.initiativePool,
    attributes: Object.entries(ATTRIBUTES).map(([key, a]) => ({
      id: key,
      name: a.name,
      rating: view.attributes[key] ?? 0,
    })),
    abilities: [...primary.sort(byRating), ...secondary.sort(byRating)],
    injuries: view.injuries.map((i) => ({ severity: i.severity, stabilized: i.stabilized, note: i.note })),
    battleScars: view.battleScars.filter((s) => s.chosen).map((s) => s.name),
    traumas: view.traumas.map((t) => t.name),
    source: view.source
      ? { name: view.source.name, current: view.source.current, capacity: view.source.capacity }
      : null,
    gifts: gifts.gifts.map((g) => ({
      name: g.name,
      roll: g.roll ? `${g.roll.attribute} + ${g.roll.ability} @${String(g.roll.difficulty)}` : null,
      unusable: g.unusable !== null,
    })),
    table: seat ? { contractId: seat.contractId, title: seat.title } : null,
  });
}
