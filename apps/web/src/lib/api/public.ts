// `@harbinger/web/api`: the API's own description, for suites that check real answers against it.
export { apiErrorSchema } from './error-schema.js';
export { apiOperations } from '../server/openapi.js';
