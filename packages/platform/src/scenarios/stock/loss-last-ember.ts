import type { StockScenario } from './stock-scenario.js';

/** Unlocked by losing a Contractor: a deadly chase across a city at night. */
export const lastEmber: StockScenario = {
  id: '8394ba15-03c2-4910-9a7d-d17c4504fac7',
  stockKey: 'loss',
  forLearning: false,
  title: 'Carry the Ember',
  summary:
    'A brass lantern with a single live coal inside, a city to cross before four in the morning, and a red fire engine that will not stop following. The Contractors have one job: do not let it go out.',
  objective:
    'Carry the coal in the brass lantern from the Orchard Street foundry to the furnace of the Westgate crematorium and put it into the fire before 4 AM, without letting it go out.',
  minPlayers: 2,
  maxPlayers: 5,
  suggestedStatus: 'novice',
  highlander: false,
  rivalry: false,
  needsRinger: false,
  tags: ['chase', 'vehicles', 'urban', 'night', 'deadly'],
  overview: `A chase from start to finish. The Contractors carry a burning coal across a sleeping city while the creatures that want it out hunt them in a fire engine. The route is theirs to choose; every route has its own dangers, and the pursuers always catch up eventually. Of the stock Scenarios this is the deadliest, written for players who have already buried a Contractor and know what they are risking.

## At a glance

- **Length:** three hours, often less. It moves fast.
- **Deadliness:** very high. Vehicle crashes, electrified rails, axes and choking ash.
- **Play style:** quick decisions, improvised routes, a running fight in vehicles and on foot.
- **What makes it work:** the coal itself. It is fragile, it must be carried, and whoever carries it is the target. Keep asking who is holding it.

## The chase track

Track the Contractors’ **lead** from 0 to 5. They start the Contract with a lead of 2. At each leg of the journey, the Contractors choose how to travel and the GM names a roll for the Contractor in charge of that leg (Dexterity + Drive for a car, Dexterity + Athletics on foot, Perception + Survival to find a short cut, Intellect + Culture to remember the back streets, Charisma + Influence to talk their way through a police cordon). Compare it to the pursuers’ Perception + Drive at Difficulty 6:

- Contractors ahead by 4 or more: lead +2.
- Ahead by 1 to 3: lead +1.
- A tie or behind: lead −1; a botch is lead −2.

Good plans, Gifts and sacrifices move the lead too, at the GM’s word. At lead 0, the fire engine catches them and the leg becomes a fight. At lead 5, the pursuers lose the trail until the next leg begins, at lead 3.`,
  backstory: `When the city was young, a fire burned half of it to the ground in a single night. The founders did not put it out. They struck a bargain with it instead: one coal of the great fire would be kept burning in a hearth somewhere in the city, forever, and as long as it burned the fire would not come back. The coal has been passed from keeper to keeper for two hundred years, always by hand, always in the same brass lantern.

Its keeper for the last forty years was Marguerite Osei, who owned the foundry on Orchard Street and kept the coal alive in its furnace. She died this evening, at the age of ninety-one, and the foundry furnace went cold with her. The coal has about five hours left in it before it fades. It must be taken to a new hearth and fed to a fire that will be kept lit for a lifetime. Marguerite chose the furnace of the Westgate crematorium, on the other side of the river, where her grand-niece Abena works the night shift. She did not get the chance to tell Abena.

The great fire has never forgiven the bargain. It keeps servants of its own: men of ash in firefighters’ coats who drive an old red fire engine and have waited two hundred years for a keeper to die with nobody ready. If the coal goes out, the bargain ends, and the fire is free to come home.`,
  introduction: `## The Harbinger

The Dispatcher is a voice and nothing more. It speaks through whatever is nearest: a taxi radio, a baby monitor, a car’s satnav, a supermarket tannoy. It is calm, quick and flat, like someone reading out call signs, and it never repeats itself.

Each Contractor’s nearest speaker crackles at one in the morning. Read or paraphrase:

*“All units. Pick up at the Orchard Street foundry, upstairs office, one brass lantern, one live coal. Drop off at the Westgate crematorium, main furnace, before oh-four-hundred. The coal does not go out. The coal does not get wet. You will be followed by a red engine. Do not let it catch you. Transport to pick-up is arranged. Confirm.”*

A Contractor who answers is at the foundry a moment later, standing in the dark with the others.

## What the Dispatcher will say

Nothing more. Questions get a burst of static and, once, the words *“Clock is running.”*

## At the foundry

The foundry is cold and silent. Marguerite Osei sits in her office chair, dead, with the brass lantern on the desk in front of her, its door shut and a dull red glow behind the glass. On the desk is a note in shaky handwriting: *“Westgate. The furnace. Ask for Abena. Don’t open the door in the wind.”* Give the players a minute to look around. Then they hear a siren, far off, coming closer.`,
  mission: `## The lantern and the coal

- The lantern is a foot tall and weighs four pounds. Its glass door keeps out drizzle and draughts.
- The coal goes out if the lantern is submerged, if the door is opened in the wind or rain for more than a moment, or if the lantern is smashed. A Contractor may feed it with a little coal, charcoal or wood through the door in a sheltered place; each feeding buys nothing extra, but the coal will not last past 4 AM whatever anyone does.
- The Ashen Men can sense it from about a mile away. They cannot sense anything else.

## The legs of the journey

### Leg one: out of the foundry

The fire engine arrives at the front gate within three minutes. The foundry has a back yard, a loading bay with a van (keys in the office; Intellect + Technology at Difficulty 7 to start it without them), and a rooftop route over the neighbouring warehouses.

### Leg two: the ring road

The fastest way to the river, and the most open. Other traffic is thin. The fire engine is heavy and can ram; a car it rams crashes unless the driver succeeds at Dexterity + Drive at Difficulty 7, and a crash at speed deals everyone inside 4 damage (seatbelts take off 2).

### Leg three: the river

Three ways across: the Kingsmere road bridge, which is raised tonight for a barge and comes down in twenty minutes; the railway bridge, a walk along the tracks with a train due; and the foot tunnel under the river, which floods at the low point to the knee. Water is the coal’s enemy and the Ashen Men’s too.

### Leg four: the underground

If the Contractors take the old tram tunnels under Westgate, they avoid the roads and the engine, but the Ashen Men follow on foot. The live rail is deadly: touching it deals four levels of Injury every Round of contact, and armour does not help.

### Leg five: the crematorium

A low brick building behind a cemetery. The night caretaker, Abena Osei, is the only one there. She has to be persuaded to open the furnace for strangers at four in the morning (Charisma + Influence at Difficulty 7; Difficulty 5 if someone shows her Marguerite’s note). The Ashen Men will make their last attempt here, whatever the lead.

## People

**The Ashen Men.** Three of them, led by one the others call Captain. Grey faces, coats that smoke faintly, and eyes like cinders. Brawn 4, Dexterity 3, Perception 4; Melee 3, Drive 4, Alertness 3, Athletics 3. Body 8. Fire axes (damage 2); their coats count as Armor 2. Bullets and blades scatter ash from them but do only half damage (rounded down). Water hurts them badly: a Round soaked deals a Severity 2 Injury, and fully submerged they fall apart. Their engine carries a hose that sprays hot ash in a cone thirty feet long: everyone in it rolls Body at Difficulty 7 or takes a Severity 1 Injury, every Round they stay in it. If one of them lays a bare hand on the lantern, the coal dims: the next touch puts it out.

**The fire engine.** Old, red, heavy and faster than it looks. It never runs out of fuel. Ramming with it deals 4 damage to a car’s occupants; it can be stopped by blocking a narrow road, a collapsed bridge, or a lot of water.

**Abena Osei.** Twenty-six, unflappable, and tired. She knew her great-aunt was strange but never knew why. Once she believes, she fights beside the Contractors with a crematorium poker (damage 1) and her nerve. She will keep the furnace lit for the rest of her life, if asked properly.

**Passers-by.** Night buses, a police patrol, a kebab shop, a drunk wedding party. Use them to make the city feel real, and as collateral the Contractors must decide whether to protect.

## Complications

- **The rain.** At half past two, rain starts to fall. From then on the coal cannot be fed outside, and anyone carrying the lantern on foot must shield it.
- **Who carries it.** The Ashen Men go for the lantern first and the carrier second. Passing it between Contractors mid-chase is a Dexterity + Athletics roll at Difficulty 6; a botch drops it.
- **The police.** A fire engine chasing a car at speed gets noticed. A patrol joins the chase on leg two or three and may arrest whoever stops first.

## Ending the Contract

The Contract is won by every surviving Contractor if the coal goes into the crematorium furnace before 4 AM. The furnace roars up white for a moment, the Ashen Men crumble into heaps of cold ash wherever they stand, and somewhere on the other side of the city a siren winds down and stops. If the coal goes out, or if 4 AM comes first, the Contract is failed, and that night there are three large fires in the city that the news cannot explain.`,
  aftermath: `## What happens next

Abena Osei keeps the furnace lit if she was won over, and she may call on the Contractors in a Downtime when something strange comes asking for the coal. If the coal went out, the fires are a setting-sized consequence; a Playgroup that does not want that can have the Harbinger quietly relight it, at a price to be named.

The Ashen Men are never destroyed, only sent back. The Captain remembers faces.

## Handouts

- **Owed by the Osei family** (Circumstance) for Contractors who delivered the coal.
- **The Captain remembers** (Loose End) for the Contractor who did the Ashen Men the most harm.

## Running it again

Any city with a river will do. Change the coal for a candle, a cup of water that must not spill, or a sleeping child’s dream; keep the pursuer that can always find it and the rule that it must be carried by hand.`,
  handouts: [
    {
      id: 'owed-by-osei',
      kind: 'circumstance',
      name: 'Owed by the Osei family',
      description:
        'The family who keep the city’s oldest fire owe you a favour. They have a foundry, a crematorium and a great many friends in the trades.',
    },
    {
      id: 'captain-remembers',
      kind: 'loose_end',
      name: 'The Captain remembers',
      description: 'A fire engine that is not on any brigade’s books has been seen on your street twice this month.',
      threat:
        'The Ashen Men come for the Contractor at home on a dry, windy night and set the building alight around them. Run as a Hustle; surviving it costs the Contractor their home and everything in it that is not carried out.',
      threatLevel: 'deadly',
      cutoff: 3,
      tieUp:
        'Learn the Captain’s name from the city’s fire records and speak it over the Westgate furnace, or drown him in a Move.',
    },
  ],
};
