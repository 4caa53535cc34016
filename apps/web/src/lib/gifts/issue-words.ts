// The builder shows, live in the browser, the same words the platform uses when it refuses a Gift. The platform's
// main entry also loads the database drivers, so the browser reads its small, pure `gift-words` entry instead.
export { componentWords, describeGiftIssue, issueField, statusWords } from '@harbinger/platform/gift-words';
