import { unreadNotificationCount } from '@harbinger/platform';
import type { LayoutServerLoad } from './$types';

/**
 * Every page knows who is signed in (for the header), how many notifications wait unread (the bell) and which theme
 * the header's switch shows as chosen.
 */
export const load: LayoutServerLoad = async ({ locals }) => ({
  actor: locals.actor,
  theme: locals.theme,
  unread: await unreadNotificationCount(locals.platform, locals.actor),
});
