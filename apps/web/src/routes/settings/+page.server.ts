import { error, fail } from '@sveltejs/kit';
import {
  chooseDiscordContractor,
  getDiscordLink,
  unlinkDiscord,
  DIGEST_HOUR,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_WORDS,
  getEmailPreferences,
  getProfile,
  updateEmailPreferences,
  updateProfile,
} from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { timezoneNames } from '#lib/server/timezones.ts';
import { discordOAuthConfig } from '#lib/server/discord/oauth-config.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  const [profile, email, discord] = await Promise.all([
    getProfile(locals.platform, actor, actor.handle),
    getEmailPreferences(locals.platform, actor),
    getDiscordLink(locals.platform, actor),
  ]);
  if (!profile.ok) error(profile.error.status, { message: profile.error.message, code: profile.error.code });
  if (!email.ok) error(email.error.status, { message: email.error.message, code: email.error.code });
  if (!discord.ok) error(discord.error.status, { message: discord.error.message, code: discord.error.code });
  const modes = email.value;
  return {
    profile: profile.value,
    email: EMAIL_CATEGORIES.map((id) => ({ id, ...EMAIL_CATEGORY_WORDS[id], mode: modes[id] })),
    digestHour: `${String(DIGEST_HOUR).padStart(2, '0')}:00`,
    zones: timezoneNames(),
    discord: {
      configured: discordOAuthConfig() !== null,
      link: discord.value,
      // Back from Discord's consent screen with the account linked.
      justLinked: url.searchParams.get('discord') === 'linked',
    },
  };
};

export const actions: Actions = {
  profile: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { timezone: formText(form, 'timezone'), about: formText(form, 'about') };
    const outcome = await updateProfile(locals.platform, actor, {
      ...values,
      profilePrivate: form.get('profilePrivate') === 'on',
    });
    if (!outcome.ok) return formFailure(outcome.error, values);
    return { saved: 'profile' as const };
  },
  email: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const chosen = EMAIL_CATEGORIES.map((c) => [c, formText(form, `email-${c}`)]).filter(([, mode]) => mode !== '');
    const outcome = await updateEmailPreferences(locals.platform, actor, Object.fromEntries(chosen));
    if (!outcome.ok) return fail(outcome.error.status, { emailProblem: outcome.error.message });
    return { saved: 'email' as const };
  },
  discordContractor: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const chosen = formText(await request.formData(), 'contractorId');
    const outcome = await chooseDiscordContractor(locals.platform, actor, chosen === '' ? null : chosen);
    if (!outcome.ok) return fail(outcome.error.status, { discordProblem: outcome.error.message });
    return { saved: 'discord' as const, discordMessage: 'The bot’s Contractor is saved.' };
  },
  discordUnlink: async ({ locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const outcome = await unlinkDiscord(locals.platform, actor);
    if (!outcome.ok) return fail(outcome.error.status, { discordProblem: outcome.error.message });
    return {
      saved: 'discord' as const,
      discordMessage: `Discord account @${outcome.value.unlinked} unlinked: it no longer signs you in, and the bot no longer knows you.`,
    };
  },
};
