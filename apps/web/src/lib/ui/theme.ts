/** The cookie that remembers a person's theme choice (read on the server, so the first paint is already right). */
export const THEME_COOKIE = 'theme';

/** A year: the choice is a preference, not a session. */
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The three choices of the header's theme switch; "system" follows the device's light or dark setting. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

/** One theme choice. */
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The choice a cookie or form value names; anything else (missing, old, forged) means "system". */
export function parseTheme(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The page's opening `<html>` tag with the theme the person chose (none for "system", so the media query decides).
 * @example withThemeAttribute('<html lang="en">', 'dark') // '<html lang="en" data-theme="dark">'
 */
export function withThemeAttribute(html: string, theme: ThemeChoice): string {
  return theme === 'system' ? html : html.replace('<html lang="en">', `<html lang="en" data-theme="${theme}">`);
}

/**
 * Where to go back to after switching the theme: a path on this site, never another site (an open redirect).
 * @example safeBackPath('/odds?pool=5') // '/odds?pool=5'
 */
export function safeBackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
