import { redirect } from '@sveltejs/kit';
import { parseTheme, safeBackPath, THEME_COOKIE, THEME_COOKIE_MAX_AGE } from '#lib/ui/theme.ts';
import type { RequestHandler } from './$types';

/**
 * The header's theme switch without JavaScript: remembers the choice in a cookie and goes back to the page it was
 * made on (with JavaScript the switch sets the same cookie itself and never posts here).
 */
export const POST: RequestHandler = async ({ request, cookies }) => {
  const form = await request.formData();
  const theme = parseTheme(String(form.get('theme') ?? ''));
  // Readable by the page's script (it flips the same cookie), and sent on plain HTTP too: it holds no secret.
  const options = { path: '/', httpOnly: false, secure: false, sameSite: 'lax' as const };
  if (theme === 'system') cookies.delete(THEME_COOKIE, options);
  else cookies.set(THEME_COOKIE, theme, { ...options, maxAge: THEME_COOKIE_MAX_AGE });
  redirect(303, safeBackPath(String(form.get('back') ?? '')));
};
