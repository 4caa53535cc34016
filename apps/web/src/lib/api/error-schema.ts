import { z } from 'zod';

/** The one body every 4xx answer of the API carries: a snake_case code, words for people, and the field at fault. */
export const apiErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ description: 'A snake_case code such as `validation_failed` or `not_enough_exp`.' }),
      message: z.string().meta({ description: 'What went wrong, in words a player understands.' }),
      field: z.string().optional().meta({ description: 'The first input field at fault, as a dotted path.' }),
    }),
  })
  .meta({ description: 'Every refusal of the API, whatever its status.' });

/** The JSON body of every API error: `{ error: { code, message, field? } }`. */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
