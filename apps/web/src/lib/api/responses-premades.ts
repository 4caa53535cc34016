import { z } from 'zod';

/** One premade Contractor as the API lists it: its id and its concept. */
export const premadeSummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  pitch: z.string(),
  archetype: z.string(),
  paradigm: z.string(),
  ambition: z.string(),
});

/** The premade Contractors, in the premades page's order. */
export const premadeListSchema = z.strictObject({ premades: z.array(premadeSummarySchema) });
