import { Bell, LogOut, Menu, Monitor, Moon, Sun, User, X } from 'lucide-static';

// Only the icons named here reach a page (lucide-static has no side effects, so the bundler drops the rest).
// Each entry keeps just the drawing inside the <svg> element; Icon.svelte draws the element itself.
const SOURCES = {
  bell: Bell,
  'log-out': LogOut,
  menu: Menu,
  monitor: Monitor,
  moon: Moon,
  sun: Sun,
  user: User,
  x: X,
} as const;

/** The name of an icon the site uses. */
export type IconName = keyof typeof SOURCES;

/**
 * The inner SVG markup (paths, circles) of one of lucide-static's icons. The build has already trimmed each to that
 * (lucide-inner-svg.ts); the dev server's pre-bundled copy still holds the whole element.
 */
export function iconBody(svg: string): string {
  const start = svg.indexOf('<svg');
  if (start === -1) return svg.trim();
  const open = svg.indexOf('>', start) + 1;
  return svg.slice(open, svg.lastIndexOf('</svg>')).replace(/\s+/g, ' ').trim();
}

/** The drawing of each icon, keyed by name. */
export const icons: Record<IconName, string> = Object.fromEntries(
  Object.entries(SOURCES).map(([name, svg]) => [name, iconBody(svg)]),
) as Record<IconName, string>;
