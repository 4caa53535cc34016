import type { StockScenario } from './stock-scenario.js';

/** The teaching one: short, readable by all, marked for learning and never unlocked or counted as discovered. */
export const violin: StockScenario = {
  id: '84952def-188c-4e12-a245-f752c7acc933',
  stockKey: 'learning',
  forLearning: true,
  title: 'The Pawnbroker’s Violin',
  summary:
    'A tiny example of how a Scenario is put together, with notes on why each part is there. For learning, not for play: everyone can read it, so nobody can be surprised by it.',
  objective: 'Recover a stolen violin from a pawnbroker’s cellar and return it to its owner before the shop opens.',
  minPlayers: 2,
  maxPlayers: 4,
  suggestedStatus: 'newbie',
  highlander: false,
  rivalry: false,
  needsRinger: false,
  tags: ['example', 'teaching'],
  overview: `*Teaching note: the Overview tells the GM what kind of night this is before any details. One paragraph is often enough.*

A short burglary for two to four new Contractors: get into a pawnshop after closing, find a violin in the cellar, and get out past a guard dog and a nervous owner. Low deadliness; about an hour.`,
  backstory: `*Teaching note: the Backstory is what really happened, which the players may never fully learn. Keep it to what the GM needs to improvise.*

Leo Varga, a street musician, owns a violin that plays itself when nobody is holding it. Last week it was stolen and sold to Cyril Dunn, a pawnbroker who knows exactly what it is and has a buyer coming tomorrow.`,
  introduction: `*Teaching note: the Introduction is how the Harbinger finds the Contractors and what the briefing says. Write what the Harbinger knows, and what they refuse to say.*

A Harbinger of your choice hands each Contractor a ticket stub from Dunn’s Pawn and Loan: “Collect item 114 before nine tomorrow and give it to the man who plays by the fountain.”`,
  mission: `*Teaching note: the Mission lists places, people and complications, with just enough numbers to run a roll.*

## The shop

A locked front door (Dexterity + Thievery, Difficulty 6), a barred back window, and a cellar behind a steel door whose key Dunn wears on a chain.

## People

- **Cyril Dunn** sleeps upstairs. Perception 3, Alertness 2; Body 6. He keeps a club under the bed (damage 1).
- **Brutus**, his dog: Brawn 3, Dexterity 3; Brawl 3; bite damage 0. Body 7.

## Complication

At midnight the violin starts to play by itself, loudly.

## Ending

Victory if Leo has the violin by nine; failure otherwise.`,
  aftermath: `*Teaching note: the Aftermath says what changes afterwards and which handouts a GM may grant. It stays hidden from players until they choose to read it.*

Dunn’s buyer is not pleased. A GM might grant a Loose End to whoever Dunn saw.`,
  handouts: [],
};
