import { error } from '@sveltejs/kit';
import {
  EMAIL_CATEGORY_WORDS,
  readUnsubscribeLink,
  unsubscribe,
  type EmailCategory,
  type UnsubscribeScope,
} from '@harbinger/platform';
import type { Actions, PageServerLoad } from './$types';

/** What the link is about, in words. */
function scopeWords(scope: UnsubscribeScope): string {
  if (scope === 'all') return 'all email from Harbinger';
  if (scope === 'digest') return 'the daily digest';
  return `email about “${EMAIL_CATEGORY_WORDS[scope].label}”`;
}

const labels = (categories: readonly EmailCategory[]) => categories.map((c) => EMAIL_CATEGORY_WORDS[c].label);

// No sign-in: the secret in the address is the permission, and all it can do is turn mail off.
export const load: PageServerLoad = async ({ locals, params }) => {
  const link = await readUnsubscribeLink(locals.platform, params);
  if (!link.ok) error(404, { message: 'This unsubscribe link is not valid. Choose your email in Settings instead.' });
  return { handle: link.value.handle, what: scopeWords(link.value.scope), pending: labels(link.value.categories) };
};

export const actions: Actions = {
  // Also what a mail client's own one-click button posts (RFC 8058: `List-Unsubscribe=One-Click`).
  default: async ({ locals, params }) => {
    const done = await unsubscribe(locals.platform, params);
    if (!done.ok) error(404, { message: 'This unsubscribe link is not valid. Choose your email in Settings instead.' });
    return { turnedOff: labels(done.value.turnedOff) };
  },
};
