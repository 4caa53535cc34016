import {
  acceptImportedHistory,
  addContractorToPlaygroup,
  changeMembership,
  decideChangeRequest,
  decideContractor,
  deleteWorldEvent,
  getPlaygroup,
  listApprovalQueue,
  listChangeRequests,
  listContractors,
  listContracts,
  listWorldEvents,
  playgroupFeedToken,
  postWorldEvent,
  resetCalendarFeed,
  removeContractorFromPlaygroup,
  requestMembership,
  resetInviteLink,
  type Outcome,
} from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * The Playgroup page: record, house rules, members, Contractors, Contracts and the World Events feed. An unlisted
 * Playgroup shows outsiders its name only (and its listing to those invited), so nothing else is asked for then.
 */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const { platform, actor } = locals;
  const playgroup = valueOr404(await getPlaygroup(platform, actor, params.id));
  const zone = await viewerZone(platform, actor);
  const base = {
    playgroup,
    zone,
    signedIn: actor !== null,
    origin: platform.origin,
    handle: actor?.handle ?? null,
    // Back from handing over leadership and leaving (settings): the new Leader's handle.
    handedOver: url.searchParams.get('handedOver'),
    // Back from signing up or in with an invite link: the join was applied on the way.
    joined: url.searchParams.has('joined') && playgroup.viewer.state === 'member',
  };
  if (playgroup.restricted)
    return {
      ...base,
      events: { items: [], next: null },
      contracts: [],
      bringable: [],
      changeRequests: [],
      queue: [],
      feed: null,
    };
  const [events, contracts, mine, feed] = await Promise.all([
    listWorldEvents(platform, actor, params.id, { ...pageQuery(url), limit: 10 }),
    listContracts(platform, actor, { playgroupId: params.id, limit: 20 }),
    actor ? listContractors(platform, actor, {}) : Promise.resolve(null),
    // Members get their own secret calendar address (made on first visit).
    playgroup.viewer.state === 'member' ? playgroupFeedToken(platform, actor, params.id) : Promise.resolve(null),
  ]);
  const homed = new Set(playgroup.contractors.map((c) => c.id));
  // Changes the Playgroup's Contractors wait for (new Limits, Assets bought), for the Leaders who decide them.
  const changes = playgroup.viewer.permissions.includes('administrate')
    ? await listChangeRequests(platform, actor, params.id)
    : null;
  // The Contractors waiting for a decision or for their player's changes, for those who decide them.
  const queue = playgroup.viewer.permissions.includes('manage_contractors')
    ? await listApprovalQueue(platform, actor, params.id)
    : null;
  return {
    ...base,
    queue: queue?.ok ? queue.value : [],
    events: valueOr404(events),
    contracts: valueOr404(contracts),
    // Own Contractors not yet in this Playgroup, to bring in.
    bringable: mine?.ok ? mine.value.filter((c) => !homed.has(c.id)).map((c) => ({ id: c.id, name: c.name })) : [],
    changeRequests: changes?.ok ? changes.value : [],
    // Never the request's own origin: its Host header is the sender's to choose.
    feed: feed?.ok ? `${platform.origin}/playgroups/${playgroup.id}/calendar.ics?token=${feed.value.token}` : null,
  };
};

/** Answers an action: the platform's refusal as a form failure, or a note of what happened. */
function answer(outcome: Outcome<unknown>, done: string, values: Record<string, string> = {}) {
  return outcome.ok ? { done } : formFailure(outcome.error, values);
}

export const actions: Actions = {
  join: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const token = formText(form, 'token');
    return answer(
      await requestMembership(locals.platform, actor, params.id, { action: 'join', ...(token ? { token } : {}) }),
      'You joined the Playgroup.',
    );
  },
  leave: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await changeMembership(locals.platform, actor, params.id, actor.handle, { action: 'leave' }),
      'You left the Playgroup.',
    );
  },
  decline: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await changeMembership(locals.platform, actor, params.id, actor.handle, { action: 'decline' }),
      'Invitation declined.',
    );
  },
  addContractor: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const contractorId = formText(await request.formData(), 'contractorId');
    return answer(
      await addContractorToPlaygroup(locals.platform, actor, params.id, { contractorId }),
      'Your Contractor now waits for a Leader’s approval.',
    );
  },
  decide: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const decision = formText(form, 'decision');
    const message = formText(form, 'message');
    const outcome = await decideContractor(locals.platform, actor, params.id, formText(form, 'contractorId'), {
      decision,
      message,
    });
    return answer(outcome, decision === 'approve' ? 'Approved.' : 'Changes asked for.', { message });
  },
  decideChange: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const decision = formText(form, 'decision');
    const message = formText(form, 'message');
    const outcome = await decideChangeRequest(locals.platform, actor, params.id, formText(form, 'requestId'), {
      decision,
      ...(message ? { message } : {}),
    });
    return answer(
      outcome,
      decision === 'approve' ? 'Change approved: the sheet shows it now.' : 'Change turned down.',
      {
        message,
      },
    );
  },
  acceptImport: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const contractorId = formText(await request.formData(), 'contractorId');
    return answer(
      await acceptImportedHistory(locals.platform, actor, params.id, contractorId),
      'Accepted: its imported victories count now, and its Gifts can be used.',
    );
  },
  removeContractor: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await removeContractorFromPlaygroup(
        locals.platform,
        actor,
        params.id,
        formText(await request.formData(), 'contractorId'),
      ),
      'The Contractor left the Playgroup.',
    );
  },
  postEvent: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { title: formText(form, 'title'), body: formText(form, 'body') };
    return answer(await postWorldEvent(locals.platform, actor, params.id, values), 'World Event posted.', values);
  },
  deleteEvent: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await deleteWorldEvent(locals.platform, actor, params.id, formText(await request.formData(), 'eventId')),
      'World Event removed.',
    );
  },
  resetFeed: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const everyone = formText(await request.formData(), 'everyone') === '1';
    return answer(
      await resetCalendarFeed(locals.platform, actor, params.id, { everyone }),
      everyone
        ? 'Every member’s calendar address was replaced; the old ones no longer work.'
        : 'Your calendar address was replaced; the old one no longer works.',
    );
  },
  resetInvite: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await resetInviteLink(locals.platform, actor, params.id),
      'A new invite link was made; the old one no longer works.',
    );
  },
};
