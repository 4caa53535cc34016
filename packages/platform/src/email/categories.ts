import { z } from 'zod';

/** The groups of notifications a user chooses email for, one choice each. */
export const EMAIL_CATEGORIES = ['contracts', 'approvals', 'rewards', 'news'] as const;
/** One group of notifications with its own email choice. */
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** How a category reaches the inbox: one mail per notification, one daily digest, or not at all. */
export const EMAIL_MODES = ['instant', 'digest', 'off'] as const;
/** One of `EMAIL_MODES`. */
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * What a new account gets: what needs an answer (invitations, Contract changes, approvals) comes at once; what
 * can wait a day (rewards, Playgroup news) comes in the daily digest.
 */
export const DEFAULT_EMAIL_MODES: Readonly<Record<EmailCategory, EmailMode>> = {
  contracts: 'instant',
  approvals: 'instant',
  rewards: 'digest',
  news: 'digest',
};

/** Each category's name and what it covers, for the settings page, the unsubscribe page and mail footers. */
export const EMAIL_CATEGORY_WORDS: Readonly<Record<EmailCategory, { label: string; covers: string }>> = {
  contracts: {
    label: 'Invitations and Contract changes',
    covers:
      'Playgroup invitations; Contracts scheduled, started, changed, canceled or voided; answers to your Contracts.',
  },
  approvals: {
    label: 'Approvals',
    covers: 'Contractors and changes waiting for you, and the decisions on your own; Gift vetoes.',
  },
  rewards: { label: 'Rewards', covers: 'Exp, Gift Credits and Improvements your Contractors earned.' },
  news: { label: 'Playgroup news', covers: 'New members of your Playgroups.' },
};

/** Every category at its default. */
export function defaultEmailModes(): Record<EmailCategory, EmailMode> {
  return { ...DEFAULT_EMAIL_MODES };
}

/** A stored choice map (which may miss keys or hold old ones) read as a full one, defaults filling the gaps. */
export function emailModesOf(stored: Record<string, unknown> | null | undefined): Record<EmailCategory, EmailMode> {
  const modes = defaultEmailModes();
  for (const category of EMAIL_CATEGORIES) {
    const value = stored?.[category];
    if (typeof value === 'string' && (EMAIL_MODES as readonly string[]).includes(value))
      modes[category] = value as EmailMode;
  }
  return modes;
}

/** A change of email choices: any categories, each to a mode. */
export const emailPreferencesSchema = z.strictObject({
  contracts: z.enum(EMAIL_MODES).optional(),
  approvals: z.enum(EMAIL_MODES).optional(),
  rewards: z.enum(EMAIL_MODES).optional(),
  news: z.enum(EMAIL_MODES).optional(),
});
/** The input of `updateEmailPreferences`. */
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

/** What an unsubscribe link turns off: one category, every category sent in the digest, or all email. */
export const UNSUBSCRIBE_SCOPES = [...EMAIL_CATEGORIES, 'digest', 'all'] as const;
/** One of `UNSUBSCRIBE_SCOPES`. */
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];
