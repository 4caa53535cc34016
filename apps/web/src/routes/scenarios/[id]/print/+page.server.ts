import { getScenario } from '@harbinger/platform';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { renderScenario, type SectionSource } from '#lib/scenarios/render.ts';
import { renderMarkdown } from '#lib/sheet/markdown.ts';
import { SECTION_TITLES } from '#lib/scenarios/words.ts';
import type { PageServerLoad } from './$types';

/**
 * A Scenario laid out for paper, for the GM. It prints only what the platform lets the reader read (`getScenario`
 * leaves out a write-up they have not discovered and an Aftermath they have not chosen to see), never more.
 */
export const load: PageServerLoad = async ({ locals, params }) => {
  const scenario = valueOr404(await getScenario(locals.platform, locals.actor, params.id));
  const sections: SectionSource[] = scenario.writeup
    ? (['overview', 'backstory', 'introduction', 'mission'] as const).map((key) => ({
        key,
        title: SECTION_TITLES[key],
        text: scenario.writeup![key],
      }))
    : [];
  if (scenario.aftermath)
    sections.push({ key: 'aftermath', title: SECTION_TITLES.aftermath, text: scenario.aftermath.text });
  return {
    scenario,
    summaryHtml: renderMarkdown(scenario.summary),
    rendered: renderScenario(sections),
  };
};
