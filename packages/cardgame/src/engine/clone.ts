import type { ChallengeState, GameState, Phase } from './state.js';

/**
 * A copy of the game that a move may change freely: every changing part is copied, the catalogues
 * of cards and Contracts (which never change) are shared.
 */
export function draftOf(state: GameState): GameState {
  return {
    ...state,
    config: state.config,
    phase: copyPhase(state.phase),
    players: state.players.map((p) => ({ seat: p.seat, deck: p.deck.slice(), score: p.score.slice() })),
    ...(state.sittingOut ? { sittingOut: state.sittingOut.slice() } : {}),
    display: state.display.slice(),
    contractDeck: state.contractDeck.slice(),
    supply: state.supply.slice(),
    discard: state.discard.slice(),
    challenge: state.challenge ? copyChallenge(state.challenge) : null,
    events: [],
  };
}

function copyPhase(phase: Phase): Phase {
  switch (phase.kind) {
    case 'distribute':
      return { ...phase, payout: { ...phase.payout }, eligible: phase.eligible.slice() };
    case 'discard':
      return { kind: 'discard', owed: phase.owed.map((o) => ({ ...o })) };
    default:
      return { ...phase };
  }
}

function copyChallenge(c: ChallengeState): ChallengeState {
  return {
    ...c,
    souls: c.souls.slice(),
    forced: c.forced.slice(),
    asked: c.asked.slice(),
    reveals: c.reveals.map((r) => ({ ...r, effects: r.effects.map((e) => ({ ...e })) })),
    pending: c.pending.map((d) => ({ ...d })),
    fired: c.fired.slice(),
    values: c.values.map((v) => ({ ...v })),
    outcome:
      c.outcome &&
      (c.outcome.kind === 'team'
        ? { ...c.outcome }
        : { ...c.outcome, winners: c.outcome.winners.slice(), losers: c.outcome.losers.slice() }),
  };
}
