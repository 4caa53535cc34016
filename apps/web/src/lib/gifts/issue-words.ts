// The builder shows, live in the browser, the same words the platform uses when it refuses a Gift. The platform
// package's entry also loads the database drivers, so this one pure module (it imports only the rules) is read by
// path; keep it that way, or give the platform a browser-safe entry and import that instead.
export { componentWords, describeGiftIssue, issueField, statusWords } from '../../../../../packages/platform/src/gifts/issue-words.js';
