import { error } from '@sveltejs/kit';
import { findSection, headingsOf, neighbours } from '#lib/rules-reference/sections.ts';
import type { PageLoad } from './$types';

/** One section with its neighbours, related sections and sub-headings; an unknown slug is a 404 with suggestions. */
export const load: PageLoad = ({ params }) => {
  const section = findSection(params.slug);
  if (!section) error(404, { message: 'There is no rules section at this address.', code: 'rules_section_not_found' });
  const related = section.related.flatMap((slug) => {
    const s = findSection(slug);
    return s ? [{ slug: s.slug, title: s.title, summary: s.summary }] : [];
  });
  return { section, related, headings: headingsOf(section), ...neighbours(section.slug) };
};
