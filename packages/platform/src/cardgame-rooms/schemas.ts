import {
  expansionIds,
  strategyIds,
  variantIds,
  type ExpansionId,
  type StrategyId,
  type VariantId,
} from '@harbinger/cardgame';
import { z } from 'zod';

/**
 * Table sizes the engine deals for. @harbinger/cardgame keeps its PLAYER_LIMITS out of its public index, so the
 * bounds are repeated here for the form; the engine's createGame checks them again when the game starts.
 */
const PLAYER_LIMITS = { min: 2, max: 6 } as const;

const strategy = z.enum(strategyIds as [StrategyId, ...StrategyId[]]);

/** A player's name at an online table: 1–30 characters after trimming. */
export const cardSeatNameSchema = z.string().trim().min(1, 'is required').max(30, 'may have at most 30 characters');

/** What one seat is set to when a room is made: kept open for a person, or given to a bot. */
export const cardSeatPlanSchema = z.union([z.literal('open'), strategy]);

/** Making a room: the table size, rules options, an optional seed, and seats 1.. (seat 0 is the host). */
export const createCardRoomSchema = z
  .strictObject({
    players: z.number().int().min(PLAYER_LIMITS.min).max(PLAYER_LIMITS.max),
    variants: z
      .array(z.enum(variantIds as [VariantId, ...VariantId[]]))
      .max(variantIds.length)
      .default([]),
    expansions: z
      .array(z.enum(expansionIds as [ExpansionId, ...ExpansionId[]]))
      .max(expansionIds.length)
      .default([]),
    /** Seats after the host's, in order; missing ones stay open. */
    seats: z
      .array(cardSeatPlanSchema)
      .max(PLAYER_LIMITS.max - 1)
      .default([]),
    seed: z.string().trim().max(40, 'may have at most 40 characters').optional(),
    /** The host's name; signed-in hosts sit under their handle instead. */
    name: cardSeatNameSchema.optional(),
  })
  .refine((input) => input.seats.length <= input.players - 1, {
    message: 'has more seats than the table',
    path: ['seats'],
  });
export type CreateCardRoomInput = z.input<typeof createCardRoomSchema>;

/** Taking a seat; signed-in players sit under their handle and may leave the name out. */
export const joinCardRoomSchema = z.strictObject({ name: cardSeatNameSchema.optional() });
export type JoinCardRoomInput = z.input<typeof joinCardRoomSchema>;

/** Starting the game: the version the host saw, and the bot that takes every seat still open. */
export const startCardRoomSchema = z.strictObject({
  version: z.number().int().min(1),
  fill: strategy.default('cautious'),
});
export type StartCardRoomInput = z.input<typeof startCardRoomSchema>;

/** One move at an online table: the room version it was chosen at, and the engine move (its seat is the caller's). */
export const cardRoomMoveSchema = z.strictObject({
  version: z.number().int().min(1),
  move: z.looseObject({ type: z.string().min(1).max(20) }),
});
export type CardRoomMoveInput = z.input<typeof cardRoomMoveSchema>;

/**
 * The host settles a seat whose player left: `sit_out` lets the game go on without it, a strategy gives it to a
 * bot that plays on from the seat's cards and score.
 */
export const settleLeftSeatSchema = z.strictObject({
  version: z.number().int().min(1),
  seat: z
    .number()
    .int()
    .min(1)
    .max(PLAYER_LIMITS.max - 1),
  choice: z.union([z.literal('sit_out'), strategy]),
});
export type SettleLeftSeatInput = z.input<typeof settleLeftSeatSchema>;
