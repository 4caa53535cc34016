import {
  Bell,
  BookOpen,
  Dices,
  FileText,
  Gift,
  GraduationCap,
  LogOut,
  Menu,
  Monitor,
  Moon,
  NotebookPen,
  ScrollText,
  Spade,
  Sun,
  Tent,
  User,
  Users,
  X,
} from 'lucide-static';

// Only the icons named here reach a page (lucide-static has no side effects, so the bundler drops the rest).
// Each entry keeps just the drawing inside the <svg> element; Icon.svelte draws the element itself.
const SOURCES = {
  bell: Bell,
  'book-open': BookOpen,
  dices: Dices,
  'file-text': FileText,
  gift: Gift,
  'graduation-cap': GraduationCap,
  'log-out': LogOut,
  menu: Menu,
  monitor: Monitor,
  moon: Moon,
  'notebook-pen': NotebookPen,
  'scroll-text': ScrollText,
  spade: Spade,
  sun: Sun,
  tent: Tent,
  user: User,
  users: Users,
  x: X,
} as const;

/** The name of an icon the site uses. */
export type IconName = keyof typeof SOURCES;

/** The inner SVG markup (paths, circles) of one of lucide-static's icon files. */
export function iconBody(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return svg.slice(open, svg.lastIndexOf('</svg>')).replace(/\s+/g, ' ').trim();
}

/** The drawing of each icon, keyed by name. */
export const icons: Record<IconName, string> = Object.fromEntries(
  Object.entries(SOURCES).map(([name, svg]) => [name, iconBody(svg)]),
) as Record<IconName, string>;
