import { redirect } from '@sveltejs/kit';
import { resetPassword } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import type { Actions } from './$types';

export const actions: Actions = {
  /** Sets the new password (which also ends every other session of the account) and asks to sign in again. */
  default: async ({ request, locals, params }) => {
    const form = await request.formData();
    const outcome = await resetPassword(locals.platform, {
      token: params.token,
      password: formText(form, 'password', { trim: false }),
    });
    if (!outcome.ok) return formFailure(outcome.error, {});
    redirect(303, '/signin?reset=1');
  },
};
