import { redirect } from '@sveltejs/kit';
import {
  changeMembership,
  createCustomRole,
  deleteCustomRole,
  getPlaygroup,
  handOverLeadership,
  requestMembership,
  setRolePermissions,
  updatePlaygroup,
  type Outcome,
} from '@harbinger/platform';
import { DEFAULT_ROLES, PLAYGROUP_PERMISSIONS } from '@harbinger/rules';
import { formList, formNumber, formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { houseRulesFrom, listingFrom, playgroupFieldsFrom } from '#lib/playgroups/forms.server.ts';
import { timezoneNames } from '#lib/server/timezones.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { webhookActions, webhooksFor } from '#lib/webhooks/webhooks.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** Settings, house rules, roles and members of a Playgroup, for those who may change them. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  const playgroup = valueOr404(await getPlaygroup(locals.platform, actor, params.id));
  return {
    playgroup,
    permissions: [...PLAYGROUP_PERMISSIONS],
    webhooks: await webhooksFor(locals.platform, actor, playgroup),
    zone: await viewerZone(locals.platform, actor),
    handle: actor.handle,
    zones: timezoneNames(),
  };
};

const isBuiltinRole = (id: string): id is keyof typeof DEFAULT_ROLES => Object.hasOwn(DEFAULT_ROLES, id);

function answer(outcome: Outcome<unknown>, done: string, values: Record<string, unknown> = {}) {
  return outcome.ok ? { done } : formFailure(outcome.error, values);
}

export const actions: Actions = {
  update: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = {
      version: formNumber(form, 'version'),
      ...playgroupFieldsFrom(form),
      houseRules: houseRulesFrom(form),
      listing: listingFrom(form),
    };
    return answer(await updatePlaygroup(locals.platform, actor, params.id, values), 'Settings saved.', values);
  },
  invite: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const handle = formText(await request.formData(), 'handle');
    return answer(
      await requestMembership(locals.platform, actor, params.id, { action: 'invite', handle }),
      `@${handle} was invited.`,
      { handle },
    );
  },
  member: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const handle = formText(form, 'handle');
    const action = formText(form, 'action');
    const change =
      action === 'set_roles'
        ? { action, roles: formList(form, 'roles') }
        : action === 'ban'
          ? { action, reason: formText(form, 'reason') }
          : { action };
    return answer(
      await changeMembership(locals.platform, actor, params.id, handle, change),
      `Membership of @${handle} changed.`,
    );
  },
  createRole: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { name: formText(form, 'name'), permissions: formList(form, 'permissions') };
    return answer(
      await createCustomRole(locals.platform, actor, params.id, values),
      `Role “${values.name}” added.`,
      values,
    );
  },
  deleteRole: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await deleteCustomRole(locals.platform, actor, params.id, formText(await request.formData(), 'roleId')),
      'Role deleted.',
    );
  },
  setRole: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const roleId = formText(form, 'roleId');
    const reset = formText(form, 'reset') === '1';
    const permissions =
      reset && isBuiltinRole(roleId) ? [...DEFAULT_ROLES[roleId].permissions] : formList(form, 'permissions');
    return answer(
      await setRolePermissions(locals.platform, actor, params.id, roleId, { permissions }),
      reset ? 'Role back to its defaults.' : 'Role saved.',
    );
  },
  handOver: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const handle = formText(form, 'handle');
    const then = formText(form, 'then') || 'step_down';
    const outcome = await handOverLeadership(locals.platform, actor, params.id, { handle, then });
    if (outcome.ok && then === 'leave')
      redirect(303, `/playgroups/${params.id}?handedOver=${encodeURIComponent(handle)}`);
    return answer(
      outcome,
      then === 'stay' ? `@${handle} is now a Leader too.` : `@${handle} is now a Leader; you stepped down to Member.`,
    );
  },
  ...webhookActions,
};
