import type { StockScenario } from './stock-scenario.js';

/** Unlocked by creating a Playgroup: a survival horror night on a tidal island. */
export const lowTide: StockScenario = {
  id: 'bfd51b09-e865-4e0d-a17f-4fc2d3506b69',
  stockKey: 'playgroup',
  forLearning: false,
  title: 'The Long Low Tide',
  summary:
    'A fishing village on a tidal island, a lighthouse gone dark, and a sea that pulls back further than anyone alive has seen. The Contractors arrive at dusk and are asked to keep the light burning until morning.',
  objective:
    'Relight the lighthouse of Saint Brannoc before the tide returns at dawn, and be inside its beam when it does.',
  minPlayers: 3,
  maxPlayers: 6,
  suggestedStatus: 'newbie',
  highlander: false,
  rivalry: false,
  needsRinger: false,
  tags: ['survival horror', 'undead', 'coastal', 'night'],
  overview: `A survival horror Contract on a small island cut off from the mainland by a causeway that floods twice a day. On this night the sea withdraws for miles, uncovering a church that sank three hundred years ago, and its drowned congregation walks up the sand towards the village. The lighthouse beam is the one thing they will not cross, and the lighthouse is dark.

The Contractors must find out why, fetch what they need to fix it from the worst place on the island, and hold out until the water comes back.

## At a glance

- **Length:** four hours.
- **Deadliness:** high. The drowned are slow but they do not stop, and they drag the living into the sea.
- **Play style:** dread, scarce resources, one expedition into danger and a siege at the end.
- **Good for:** a new Playgroup’s first few nights together. It rewards Contractors who split tasks and trust each other.

## Timeline

- **Dusk (8 PM):** the Contractors arrive. The causeway is already under water behind them.
- **10 PM:** the sea has gone far past the low-water mark. Fog rolls in.
- **Midnight:** the church bell rings under the sand. The first of the drowned reach the harbour wall.
- **2 AM:** the drowned are in the streets.
- **5:12 AM:** the tide turns. Whatever the lighthouse does not protect, the sea takes back with it.`,
  backstory: `In 1703 the island of Saint Brannoc had a second village on its seaward side, gathered around the church of Saint Wenna. A winter storm broke the sea wall during an evening service. The church, the village and forty-one people went under, and the sand closed over them. The survivors on the landward side built a lighthouse on the headland and swore that its lamp would never go out. Their grandchildren forgot why, but kept the promise out of habit.

Once in a long while the sea draws back far enough to uncover Saint Wenna’s tower. When it does, the drowned walk. They are looking for the living to take their places under the water, and they are kept back only by the lighthouse’s own lamp, which the first keeper had blessed with salt from the drowned village.

Aled Penhallow has kept the light for thirty years. Two winters ago his wife Elin drowned while fishing off the point. Last week he read the old keeper’s logbook, worked out that tonight is a night of the long tide, and realised what it means: Elin will walk with the others. He smashed the lamp’s lens with a hammer so that she can come home. He does not believe she will hurt him.`,
  introduction: `## The Harbinger

The Lamplighter is a stooped figure in an oilskin coat who never speaks above a whisper and always carries a lit storm lantern. They find each Contractor at dusk wherever they are, and hold out the lantern. A Contractor who takes it blinks and stands on the quay of Saint Brannoc, the lantern gone from their hand and the Lamplighter beside them.

Read or paraphrase:

*“The sea here keeps what it takes, and tonight it is coming to ask for more. The lighthouse on the headland holds it back. Someone has put that light out. Light it again before the tide comes home at twelve minutes past five, and stand where it shines when it does. Do that and I will see you paid.”*

## Questions the Lamplighter answers

- **What is coming?** “The people who were here before the people who are here now.”
- **Can they be killed?** “They have done their dying.”
- **Who put the light out?** “Someone who misses someone.”
- **Can we leave?** “The causeway is under water. The boats are sitting on the sand. You may try.”

Then the lantern gutters and the Lamplighter is gone.

## The village

Eighteen people remain on the island tonight: fishermen, a few retired couples, the landlady of the Anchor and two walkers who missed the causeway. Most of them think the Contractors are tourists. They will not believe a story about the dead until they see one.`,
  mission: `## Locations

### The Anchor

The village pub, stone-built with a slate roof and a cellar. The landlady, Morwenna Tregear, keeps a diesel generator, lamp oil, first aid kits and a shotgun behind the bar. It is the natural place to gather the villagers. The drowned will break in through the windows after two in the morning unless the way is blocked.

### The lighthouse

A white tower on the headland, ninety steps to the lamp room. The lamp is an old oil burner behind a great glass lens, and the lens lies in pieces on the gallery floor. The oil tank is full. Aled Penhallow sits at the bottom of the stairs with a thermos of tea and a boat hook and will not let anyone up.

### The seabed

Two miles of wet sand, rock pools and weed, cut by channels of knee-deep water. Fog hangs low; anyone walking it without a light or a compass rolls Perception + Survival at Difficulty 7 each half hour or wanders in a circle. Soft patches swallow a leg to the thigh (Brawn + Athletics, Difficulty 6, to pull free; the drowned do not get stuck).

### Saint Wenna’s tower

The only part of the church above the sand: thirty feet of black stone, a doorway choked with weed and a spiral stair to the belfry. In the belfry, wrapped in oilcloth where the first keeper left it, is the spare lens, a brass-framed glass panel the size of a door that weighs sixty pounds. It needs two people or one very strong one to carry it, and it cannot be dropped.

## People

**Aled Penhallow, the keeper.** Sixty-four, broad and worn out with grief. Brawn 3, Dexterity 2, Perception 3, Charisma 2, Intellect 3; Athletics 2, Melee 2, Crafts 4, Survival 3. Body 7, Mind 6. Boat hook (damage 2, treated as a sword). He knows the lamp better than anyone; if won over he can fit the spare lens in ten minutes, where a stranger would need Intellect + Crafts at Difficulty 8 and half an hour. Talking him round is the heart of the night: shouting does nothing, but anyone who lets him talk about Elin and then tells him the truth (Charisma + Influence, Difficulty 7, or Difficulty 5 if they bring him something of hers from the seabed) turns him.

**Morwenna Tregear, the landlady.** Practical, brave, suspicious of strangers. Shotgun (damage 3), Firearms 2. She will follow anyone who saves one of her regulars.

**Father Idris Kemp, the retired priest.** Eighty, frail, and the only one who has read the parish records. If asked, he tells the story of 1703 and the blessing with salt. Salt thrown at the drowned makes them flinch for a Round, nothing more.

**The drowned.** Pale, swollen, dripping, silent except for a low hum like a distant hymn. Treat them as mobs of four to six. Brawn 4, Dexterity 1, Perception 2; Brawl 2. Body 7, no Penalty from Injuries. They grab rather than strike: a successful attack grapples, and the next Round the mob drags its target ten feet towards the nearest water. A Contractor pulled under holds their breath for 35 seconds per point of Body and then takes a Severity 1 Injury every Round. A drowned body reduced to nothing falls apart and pulls itself back together ten minutes later, unless it lies in strong light. Car headlights, floodlights and the generator’s work lamps make them hesitate (two dice of Penalty on their attacks) but do not stop them.

**Elin Penhallow.** She walks at the front, wearing the yellow oilskin she drowned in. Brawn 5, Dexterity 2; Brawl 3. Body 8. She goes straight for her husband, and if she reaches him she carries him into the sea.

## Complications

- **The bell.** At midnight and at every hour after, the bell of Saint Wenna rings beneath the sand. Every Contractor rolls Mind at Difficulty 7; on a failure they take a point of Mind damage as the sound gets into their head.
- **The walkers.** The two stranded walkers, Priya and Tom, decide at one in the morning to wade for the mainland. Someone has to stop them or go after them.
- **The generator.** It runs for three hours on the fuel in the cellar; there is more in the harbour master’s shed, out near the water.
- **Hard choices.** The villagers want everyone in the pub; the lighthouse needs people on the headland. A Contractor who takes the lens across the seabed leaves the pub short-handed.

## Ending the Contract

If the lamp is lit before 5:12 AM, its beam sweeps the sand and the drowned sink where they stand. When the water rolls back over Saint Wenna, every Contractor standing on the headland or in the village has won. A Contractor out on the seabed when the tide comes in must outrun it (three rolls of Dexterity + Athletics at Difficulty 7, each failure a Severity 2 Injury from the surf and the rocks) or drown.

If the lamp is dark at dawn, the sea comes back over the whole island for one terrible minute. Contractors who reach the top of the lighthouse survive with a failure. Anyone below that is taken.`,
  aftermath: `## What happens next

In the morning the island looks ordinary. Some villagers saw everything and will never speak of it; others remember a storm and a power cut. Aled Penhallow, if he lived, keeps the light again and writes the night into the logbook for the next keeper.

If the Contractors saved Aled from Elin, he presses the yellow oilskin on one of them as thanks, dripping and cold. If Elin took him, the light still has to be kept, and Morwenna asks whether anyone would like a job.

## Handouts

- **The bell under the sand** (Condition) for a Contractor who failed two or more bell rolls.
- **Friend of Saint Brannoc** (Circumstance) for Contractors who kept the villagers alive.
- **Elin’s oilskin** (Trophy), given by Aled.

## Notes for the GM

Play the dread rather than the fights. The drowned are frightening because they are patient. Describe the hum first, then the wet footsteps, and only then the faces. A slow, relentless enemy gives the Contractors time to plan, and watching them plan while the clock runs is the fun.`,
  handouts: [
    {
      id: 'bell-under-sand',
      kind: 'condition',
      name: 'The bell under the sand',
      description:
        'On still nights you hear a church bell ringing far below your feet. When it rings during a Contract, roll Mind at Difficulty 6 or lose your next Action to it.',
    },
    {
      id: 'friend-of-brannoc',
      kind: 'circumstance',
      name: 'Friend of Saint Brannoc',
      description:
        'The islanders owe you. They will hide you, feed you and lend you a boat, and they never ask where you have been.',
    },
    {
      id: 'elins-oilskin',
      kind: 'trophy',
      name: 'Elin’s oilskin',
      description:
        'A yellow fisherman’s coat that never dries. While worn, you may hold your breath for twice as long as usual.',
    },
  ],
};
