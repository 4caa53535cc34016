/** One of the site's main sections in the header. */
export interface NavSection {
  href: string;
  label: string;
}

/** The main sections, one tap away on every page (in the phone menu, or in the desktop bar). */
export const NAV_SECTIONS: readonly NavSection[] = [
  { href: '/contractors', label: 'Contractors' },
  { href: '/gifts', label: 'Gifts' },
  { href: '/playgroups', label: 'Playgroups' },
  { href: '/contracts', label: 'Contracts' },
  { href: '/scenarios', label: 'Scenarios' },
  { href: '/journals', label: 'Journals' },
  { href: '/learn', label: 'Learn' },
  { href: '/rules', label: 'Rules' },
  { href: '/odds', label: 'Dice odds' },
  { href: '/cardgame', label: 'Card game' },
];

/** Whether `pathname` is the section's page or lies under it (`/contractors/12` is under Contractors). */
export function inSection(section: NavSection, pathname: string): boolean {
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}
