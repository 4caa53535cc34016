import { fail, redirect } from '@sveltejs/kit';
import {
  creditBalance,
  getScenario,
  getScenarioJournals,
  scenarioRunSummary,
  spoilAftermath,
} from '@harbinger/platform';
import { formChecked } from '#lib/server/form-data.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { renderScenario, type SectionSource } from '#lib/scenarios/render.ts';
import { SECTION_TITLES } from '#lib/scenarios/words.ts';
import type { Actions, PageServerLoad } from './$types';

/** The Scenario as the reader may read it (the platform leaves spoilers out), rendered with its contents. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
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
  // The Exchange's Unlock box needs the reader's credits only when it will be shown.
  const offersUnlock = scenario.exchangeState === 'approved' && !scenario.access.readsWriteup;
  return {
    scenario,
    runSummary: await scenarioRunSummary(locals.platform.db, scenario.id),
    credits: offersUnlock && locals.actor ? await creditBalance(locals.platform.db, locals.actor.userId) : null,
    offersUnlock,
    rendered: renderScenario(sections),
    journals: valueOr404(await getScenarioJournals(locals.platform, locals.actor, scenario.id)),
    saved: url.searchParams.has('saved'),
    signedIn: locals.actor !== null,
  };
};

export const actions: Actions = {
  /** The reader chooses to read the Aftermath and handouts (the box must be ticked). */
  reveal: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    if (!formChecked(await request.formData(), 'confirm'))
      return fail(400, { revealProblem: 'Tick the box to say you want the spoilers; nothing was revealed.' });
    const outcome = await spoilAftermath(locals.platform, actor, params.id);
    if (!outcome.ok) return fail(outcome.error.status, { revealProblem: outcome.error.message });
    redirect(303, `/scenarios/${outcome.value.id}#aftermath`);
  },
};
