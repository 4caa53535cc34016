import { compileGift, giftCatalog, type GiftRecipient } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { findVisible } from '../contractors/access.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { previewGiftSchema } from './schemas.js';
import { giftProblems, readGiftSpec } from './spec-input.js';
import type { GiftPreview } from './views.js';
import { walletOf } from './wallet.js';

/**
 * Compiles a spec without saving anything: cost, System Text and every problem in words. With `contractorId` (a
 * Contractor the actor owns) it also checks Status gates and whether their Gift Credits and Improvements cover it.
 * @example const preview = await previewGift(p, actor, { spec, contractorId }); if (preview.ok) preview.value.cost
 */
export async function previewGift(p: Platform, actor: Actor, input: unknown): Promise<Outcome<GiftPreview>> {
  const parsed = parseInput(previewGiftSchema, input);
  if (!parsed.ok) return parsed;
  const spec = readGiftSpec(parsed.value.spec);
  if (!spec.ok) return spec;
  let recipient: (GiftRecipient & { contractorId: string }) | undefined;
  if (parsed.value.contractorId !== undefined) {
    const found = await findVisible(p.db, actor, parsed.value.contractorId);
    if (!found.ok) return failure({ ...found.error, field: 'contractorId' });
    if (found.value.contractor.ownerId !== actor?.userId)
      return failure({
        ...refusals.forbidden('Only the player who owns this Contractor can check Gifts against it.'),
        field: 'contractorId',
      });
    const wallet = walletOf(found.value.contractor, found.value.ledger);
    recipient = {
      contractorId: found.value.contractor.id,
      status: wallet.status,
      giftCredits: wallet.giftCredits,
      improvements: wallet.improvements,
    };
  }
  const compiled = compileGift(spec.value, giftCatalog, recipient);
  const context = { spec: spec.value, prefix: 'spec' };
  return success({
    cost: compiled.cost,
    rawCost: compiled.rawCost,
    breakdown: { ...compiled.breakdown },
    systemText: compiled.systemText,
    requiredStatus: compiled.requiredStatus,
    violations: giftProblems(compiled.violations, context),
    warnings: giftProblems(compiled.warnings, context),
    recipient: recipient
      ? {
          contractorId: recipient.contractorId,
          status: recipient.status,
          giftCredits: recipient.giftCredits,
          improvements: recipient.improvements,
        }
      : null,
  });
}
