import type { DiscoveryReason } from '@harbinger/rules';
import type { StoredHandout } from '../db/schema-scenarios.js';
import type { HandoutView, ScenarioAccess } from './views.js';

/** The stock Scenario anyone may read, visitors included. */
export const FREE_STOCK_KEY = 'free';

/** The facts that decide what one reader may read of one Scenario. */
export interface AccessFacts {
  signedIn: boolean;
  /** The reader is the Scenario's author (stock Scenarios have none). */
  writer: boolean;
  reasons: readonly DiscoveryReason[];
  /** The reader chose to reveal the Aftermath (a `scenario_aftermath_spoilers` row). */
  revealed: boolean;
  forLearning: boolean;
  stockKey: string | null;
}

/**
 * Decides what a reader may read and do. The write-up opens to the writer, to anyone who discovered it, and to all
 * for a teaching Scenario or the free stock one; the Aftermath and handouts open to the writer, and to a signed-in
 * reader of the write-up only once they chose to reveal them. Only the writer edits, reverts and sees history.
 */
export function scenarioAccess(facts: AccessFacts): ScenarioAccess {
  const discovered = facts.reasons.length > 0;
  const open = facts.forLearning || facts.stockKey === FREE_STOCK_KEY;
  const ground = facts.writer
    ? 'writer'
    : discovered
      ? 'discovered'
      : facts.forLearning
        ? 'learning'
        : facts.stockKey === FREE_STOCK_KEY
          ? 'free'
          : facts.signedIn
            ? 'not_discovered'
            : 'visitor';
  const readsWriteup = facts.writer || discovered || open;
  const readsAftermath = facts.writer || (facts.signedIn && readsWriteup && facts.revealed);
  return {
    ground,
    reasons: [...facts.reasons],
    readsWriteup,
    readsAftermath,
    mayRevealAftermath: facts.signedIn && readsWriteup && !readsAftermath,
    aftermathNeedsSignIn: !facts.signedIn && readsWriteup,
    readsLooseEndSecrets: facts.writer || open || facts.reasons.some((r) => r !== 'played'),
    mayEdit: facts.writer,
    mayRevert: facts.writer,
    mayViewHistory: facts.writer,
  };
}

/** A stored handout as this reader may see it. */
export function handoutView(h: StoredHandout, access: ScenarioAccess): HandoutView {
  const secrets = access.readsLooseEndSecrets && h.kind === 'loose_end';
  return {
    id: h.id,
    kind: h.kind,
    name: h.name,
    description: h.description,
    threat: secrets ? (h.threat ?? '') : null,
    threatLevel: h.kind === 'loose_end' ? (h.threatLevel ?? null) : null,
    cutoff: secrets ? (h.cutoff ?? null) : null,
    tieUp: secrets ? (h.tieUp ?? '') : null,
  };
}
