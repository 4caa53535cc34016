import type { IconName } from './icons.ts';

/** One of the site's main sections in the header. */
export interface NavSection {
  href: string;
  label: string;
  icon: IconName;
  /** Other paths that belong to this section (highlighted as "you are here"). */
  also?: readonly string[];
}

/** The main sections, one tap away on every page (in the phone menu, or in the desktop bar). */
export const NAV_SECTIONS: readonly NavSection[] = [
  { href: '/contractors', label: 'Contractors', icon: 'users' },
  { href: '/gifts', label: 'Gifts', icon: 'gift' },
  { href: '/playgroups', label: 'Playgroups', icon: 'tent' },
  { href: '/contracts', label: 'Contracts', icon: 'file-text' },
  { href: '/scenarios', label: 'Scenarios', icon: 'scroll-text' },
  { href: '/journals', label: 'Journals', icon: 'notebook-pen' },
  { href: '/learn', label: 'Learn', icon: 'graduation-cap' },
  { href: '/rules', label: 'Rules', icon: 'book-open' },
  { href: '/odds', label: 'Dice odds', icon: 'dices' },
  { href: '/cardgame', label: 'Card game', icon: 'spade' },
];

/** Whether `pathname` is the section's page or lies under it (`/contractors/12` is under Contractors). */
export function inSection(section: NavSection, pathname: string): boolean {
  return [section.href, ...(section.also ?? [])].some((href) => pathname === href || pathname.startsWith(`${href}/`));
}
