export {
  DEFAULT_EMAIL_MODES,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_WORDS,
  EMAIL_MODES,
  UNSUBSCRIBE_SCOPES,
  emailPreferencesSchema,
  type EmailCategory,
  type EmailMode,
  type EmailPreferencesInput,
  type UnsubscribeScope,
} from './categories.js';
export { composeDigestMail, composeInstantMail, unsubscribeUrl, type MailItem, type MailRecipient } from './compose.js';
export { DIGEST_HOUR, nextDigestAt } from './digest-time.js';
export { startEmailDispatcher, type EmailDispatcher, type EmailDispatcherOptions } from './dispatcher.js';
export {
  getEmailPreferences,
  readUnsubscribeLink,
  unsubscribe,
  updateEmailPreferences,
  type EmailPreferencesView,
  type UnsubscribeView,
} from './preferences.js';
export { pruneEmailOutbox, sendDueEmails, type SendEmailOptions, type SendEmailSummary } from './send.js';
