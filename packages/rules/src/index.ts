// The public surface of @harbinger/rules: each folder's index lists its exports by name.
export { fail, ok, type Issue, type Result } from './result.js';
export * from './dice/index.js';
export * from './odds/index.js';
export * from './notation/index.js';
export * from './character/index.js';
export * from './health/index.js';
export * from './movement/index.js';
export * from './combat/index.js';
export * from './gifts/index.js';
export * from './ledger/index.js';
export * from './contracts/index.js';
export * from './pools/index.js';
