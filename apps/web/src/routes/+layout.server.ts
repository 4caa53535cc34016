import { unreadNotificationCount } from '@harbinger/platform';
import type { LayoutServerLoad } from './$types';

/** Every page knows who is signed in (for the header) and how many notifications wait unread (the bell). */
export const load: LayoutServerLoad = async ({ locals }) => ({
  actor: locals.actor,
  unread: await unreadNotificationCount(locals.platform, locals.actor),
});
