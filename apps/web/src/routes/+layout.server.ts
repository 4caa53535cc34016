import { unreadNotificationCount } from '@harbinger/platform';
import { parseTheme, THEME_COOKIE } from '#lib/ui/theme.ts';
import type { LayoutServerLoad } from './$types';

/**
 * Every page knows who is signed in (for the header), how many notifications wait unread (the bell) and which theme
 * the header's switch shows as chosen.
 */
export const load: LayoutServerLoad = async ({ locals, cookies }) => ({
  actor: locals.actor,
  theme: parseTheme(cookies.get(THEME_COOKIE)),
  unread: await unreadNotificationCount(locals.platform, locals.actor),
});
