import { requestPasswordReset } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import type { Actions } from './$types';

export const actions: Actions = {
  /** Asks for a reset link; the answer is the same whether or not the address has an account. */
  default: async ({ request, locals }) => {
    const form = await request.formData();
    const values = { email: formText(form, 'email') };
    const outcome = await requestPasswordReset(locals.platform, values);
    if (!outcome.ok) return formFailure(outcome.error, values);
    return { sent: true, email: values.email };
  },
};
