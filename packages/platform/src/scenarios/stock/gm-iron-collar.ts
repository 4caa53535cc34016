import type { StockScenario } from './stock-scenario.js';

/** Unlocked by GMing a Contract: a monster hunt with a single winner. */
export const ironCollar: StockScenario = {
  id: '354d0415-82d6-41a7-9f42-dbdeee821973',
  stockKey: 'gm',
  forLearning: false,
  title: 'The Iron Collar',
  summary:
    'Three people torn apart in a derelict tannery district in two weeks, a police inquiry going nowhere, and a Harbinger who pays for one thing only. The Contractors go hunting, together, for a prize only one of them can claim.',
  objective:
    'Take the iron collar from the beast of Kettle Lane and carry it across the canal. Only the Contractor who carries it across wins.',
  minPlayers: 3,
  maxPlayers: 5,
  suggestedStatus: 'novice',
  highlander: true,
  rivalry: false,
  needsRinger: false,
  tags: ['monster hunt', 'highlander', 'urban', 'folklore'],
  overview: `A monster hunt through a derelict industrial district, run as a **Highlander** Contract: every Contractor may survive, but only one can win. The beast cannot be killed for good by ordinary means; it dies, and then it gets up again. The only way to end it is to take off its collar and carry the collar over running water. The Harbinger pays whoever carries it.

Tell the players before they choose their Contractors that this is a single-winner Contract. The fun is in the tension between needing each other to bring the beast down and knowing that, at the end, there is one collar.

## At a glance

- **Length:** three to four hours.
- **Deadliness:** high. The beast is fast, strong and returns unhurt.
- **Play style:** investigation in the first hour, a hunt with traps and bait in the second, and a scramble for the collar at the end.
- **Suits:** a GM who has run a Contract or two and is comfortable letting Contractors turn on each other.

## Structure

1. The briefing, at dusk on the edge of Kettle Lane.
2. Learning what the beast is and what it wants (the police, the foreman, the tannery records).
3. The hunt: setting a trap, baiting it, bringing it down.
4. The collar: cutting it free in the minutes before the beast rises, and racing for the canal.`,
  backstory: `In the eighteen-eighties Josiah Crane owned the largest tannery in the city and trusted no bank with his money. When he fell ill, he buried his gold sovereigns in a lead box under the floor of his drying shed and paid a travelling woman to set a guard over them. She took his best hunting dog, put an iron collar round its neck, said words over it and buried it beside the box. As long as the collar stays on, the dog keeps the gold, and anyone who carries away a coin is hunted until the coin comes home or the thief is dead.

The tannery closed long ago. Kettle Lane is now a fenced-off district of brick sheds, lime pits and a canal basin, sold last year to developers. Three weeks ago a demolition crew broke through the floor of the drying shed and found the box. The foreman, Gus Pardoe, shared out a handful of coins among his crew and told them to say nothing.

Since then, two of the crew and a night watchman have been found dead in the lanes, savaged by something the size of a pony. The police are looking for an illegal dog-fighting ring. Gus Pardoe has stopped going home and sleeps in his site office with a shotgun and six sovereigns in his pocket.`,
  introduction: `## The Harbinger

The Gamekeeper is a heavy, red-faced man in a tweed coat with a broken shotgun over his arm and a battered leather game book in his pocket, where he writes down every kill he has ever paid for. He meets the Contractors together, at dusk, at a burger van parked by the fence of Kettle Lane, and he buys them all tea.

Read or paraphrase:

*“There’s a dog in there that won’t stay dead. Kill it and it gets up again. The thing that keeps it going is the collar round its neck, and I want that collar, carried over the canal by the one who took it. One collar, one fee. I’ll be waiting on the far bank. I don’t mind who brings it. I don’t mind what happens to the rest of you.”*

## What the Gamekeeper will say

- The beast hunts at night. It has killed three people.
- It goes down like any animal, and it gets up again a little later.
- The collar must cross the canal while the beast is still in the district.
- He pays one Contractor and only one: the one whose hand holds the collar when it crosses the water.

## What the Gamekeeper will not say

Where the beast came from, why it kills, or how long it stays down. “Find out. That’s the sport.”

Then he writes something in his game book, tips his hat and walks off along the towpath.`,
  mission: `## Locations

### Kettle Lane

Half a mile of brick sheds, cobbled lanes and collapsing roofs behind a construction fence. Floodlights on poles light the main lane; everything else is dark. Demolition machinery stands idle.

### The lime pits

A row of old tanning pits near the drying shed, eight feet deep, half-full of rainwater and caustic lime. Anything that falls in takes a Severity 2 Injury from the burns every Round until it climbs out (Brawn + Athletics, Difficulty 7). A beast held in a pit cannot get out on its own.

### The drying shed

Where the box was found: a long brick building with a broken floor, a hole in the middle and the lead box, now empty, at its bottom. Next to it, if anyone digs (an hour, or ten minutes with the excavator), lie the bones of a large dog. The beast is always strongest near the shed.

### The site office

A portable cabin by the gate where Gus Pardoe hides with his shotgun.

### The canal basin

The canal runs along the north edge of the district, thirty feet wide, crossed by one iron footbridge. The Gamekeeper waits on the far side.

## People

**Gus Pardoe, the foreman.** Frightened, guilty and armed. Brawn 3, Dexterity 2, Perception 2; Firearms 2, Crafts 3, Drive 3. Body 7. Shotgun (damage 3). He still has six sovereigns. He will deny everything until someone shows him they know (Charisma + Influence, Difficulty 6, or less if they show him a photograph of the dead). The coins in his pocket are why the beast keeps circling the district.

**Detective Sergeant Nia Okafor.** Tired, clever, working alone tonight on a hunch. She has the post-mortem reports: the bite marks are from a single enormous animal, and one victim’s wounds were made after the first ones had healed over. She is a source, an obstacle and, if a Contractor is careless, a witness.

**Kaz Mbeki, an urban explorer.** Filming for a channel nobody watches. Kaz gets into the district halfway through the night and attracts the beast’s attention with a light and a lot of noise. Kaz is a useful distraction or a dead body, depending on the Contractors.

**The beast of Kettle Lane.** A black hound as tall at the shoulder as a man’s chest, with a rusted iron collar riveted round its neck. Brawn 5, Dexterity 4, Perception 5; Brawl 4, Athletics 4, Stealth 3, Alertness 4. Body 10; its matted hide counts as Armor 2. Its bite is rolled with Brawn + Brawl and deals 2 weapon damage; on a Contested Outcome of 4 or more it also grapples and drags its victim into the dark. It moves at twice a running man’s speed and goes first in the turn order unless surprised. It always hunts whoever carries a sovereign, and it ignores everything else until they are dead or the coin is out of reach.

**What the beast does when it falls.** When its Body is fully depleted it drops, and it rises again unhurt at the next quarter hour by the stopped clock on the old foundry tower, which still strikes. Between fifteen seconds and fifteen minutes, depending on when it fell: the GM should know the time and let the players hear the clock.

## The collar

The collar is riveted shut. Cutting it off a fallen beast takes bolt cutters or a grinder from the demolition stores and a roll of Brawn + Crafts at Difficulty 7 (each attempt is one Round). Without tools it takes Brawn + Athletics at Difficulty 9 to bend it open. The moment the collar comes off, the beast stays down, but the collar grows heavy and cold, and the beast’s shadow rises from the body and follows the collar. The shadow is the beast again, without its Armor and with Body 6, and it chases whoever holds the collar until the collar crosses the canal.

## Complications

- **The coins.** Anyone who picks up a sovereign becomes the beast’s target, which makes a fine bait and a terrible thing to be.
- **The rivalry.** Every Contractor knows only one can win. The GM should not push betrayal, but should let it happen: a Contractor holding the collar is carrying a shadow that wants to kill them and a prize that others want.
- **The police.** If anyone fires a gun within the district, DS Okafor calls for armed support, which arrives in twenty minutes.
- **The floodlights.** They run on a site generator by the office. The beast hates them; it will not cross a lit lane if it can go round.

## Ending the Contract

When the collar crosses the canal, the shadow behind it breaks apart like smoke, the body by the drying shed crumbles to old bones, and the Gamekeeper writes a name in his game book. The Contractor who carried it across wins. Every other surviving Contractor fails, however much they helped. If dawn comes and the collar is still on the beast, the beast sinks back into the ground under the drying shed and every Contractor fails.`,
  aftermath: `## What happens next

DS Okafor closes the case as an escaped animal, unless someone gave her reason to keep it open. Gus Pardoe, if he lived and kept his coins, is found dead within the month. The developers pour concrete over the drying shed.

The Gamekeeper keeps his word and only his word. If Contractors who lost feel robbed, that is the point of a Highlander Contract; their grudges make good material for later.

## Handouts

- **The iron collar** (Trophy) for the winner.
- **A tanner’s sovereign** (Loose End) for any Contractor who kept a coin after the Contract.

## Running it again

The guardian can be anything bound to a treasure: a swan, a horse, a drowned boy. Keep the rule that it rises again, keep a way to end it that needs someone to carry something, and keep one prize.`,
  handouts: [
    {
      id: 'iron-collar',
      kind: 'trophy',
      name: 'The iron collar',
      description:
        'A heavy rusted collar, cold to the touch. While you carry it, dogs and other hounds will not approach you, bark at you or follow your scent.',
    },
    {
      id: 'tanners-sovereign',
      kind: 'loose_end',
      name: 'A tanner’s sovereign',
      description:
        'You kept a gold coin from Josiah Crane’s hoard. Sometimes you hear claws on the pavement behind you.',
      threat:
        'Another of Crane’s guardians wakes and hunts the Contractor through a single night: a beast like the one at Kettle Lane, run as a Hustle.',
      threatLevel: 'deadly',
      cutoff: 2,
      tieUp: 'Put the coin back with Crane’s bones under the drying shed, past the new concrete, in a Move.',
    },
  ],
};
