import type { Actor } from '../accounts/views.js';
import { signUp } from '../accounts/sign-up.js';
import type { Platform } from '../context.js';
import { createContractor } from '../contractors/creation.js';
import type { ContractorCreateInput } from '../contractors/create-schema.js';
import { ledgerEntries } from '../db/schema.js';

/** Signs a player up and returns them as an Actor. */
export async function player(p: Platform, handle: string): Promise<NonNullable<Actor>> {
  const result = await signUp(
    p,
    { handle, email: `${handle}@example.org`, password: 'a long enough password' },
    { ip: '192.0.2.1' },
  );
  if (!result.ok) throw new Error(`sign-up failed: ${result.error.message}`);
  return { userId: result.value.user.id, handle: result.value.user.handle };
}

/** A valid creation input: Brawn 3, Intellect 2, Athletics 2, Medicine 1, default Limits. */
export function creationInput(overrides: Partial<ContractorCreateInput> = {}): ContractorCreateInput {
  return {
    name: 'Ada Quill',
    archetype: 'Field medic',
    paradigm: 'Science explains everything',
    ambition: 'Buy back her clinic',
    age: '34',
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
    abilities: { athletics: 2, medicine: 1 },
    ...overrides,
  };
}

/** Creates a Contractor for `actor` and returns its id. */
export async function contractorFor(
  p: Platform,
  actor: Actor,
  overrides: Partial<ContractorCreateInput> = {},
): Promise<string> {
  const result = await createContractor(p, actor, creationInput(overrides));
  if (!result.ok) throw new Error(`creation failed: ${result.error.message}`);
  return result.value.id;
}

/** Unwraps a successful Outcome or fails the test with the error. */
export function expectOk<T>(
  outcome: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

/** Gives a player one Coin of Charon, as a Contractor's death on a Contract would. */
export async function grantCoinOfCharon(p: Platform, actor: NonNullable<Actor>): Promise<void> {
  await p.db.insert(ledgerEntries).values({
    contractorId: null,
    userId: actor.userId,
    resource: 'coin_of_charon',
    amount: 1,
    kind: 'death',
    cause: {},
    createdAt: p.now(),
  });
}
