import type { StockScenario } from './stock-scenario.js';

/** The free one: a gala heist for a first Contract, readable by anyone, signed in or not. */
export const nightBloom: StockScenario = {
  id: '3155d00d-a7ea-4427-bb05-7bbd146792fc',
  stockKey: 'free',
  forLearning: false,
  title: 'One Night of Bloom',
  summary:
    'A charity gala at a collector’s estate, a glass conservatory full of rare plants, and a flower that opens for a single night every seven years. The Contractors are asked to be there when it does.',
  objective:
    'Cut the open Nightbloom and deliver it, still glowing, to the flower stall at the Petrie Street night market before sunrise.',
  minPlayers: 2,
  maxPlayers: 5,
  suggestedStatus: 'newbie',
  highlander: false,
  rivalry: false,
  needsRinger: false,
  tags: ['heist', 'social', 'urban', 'first contract'],
  overview: `A light, fast heist built for a table of new Contractors and a GM running their first or second Contract. The Contractors slip into a charity gala at Ashgrove House, find their way into its locked conservatory, cut a flower that only blooms for three hours, and carry it across the city before dawn. Nothing about the job demands a fight, but plenty of people at Ashgrove carry guns, and a second crew wants the same flower.

## At a glance

- **Length:** three to four hours.
- **Deadliness:** low to moderate. Death comes from a botched escape or a shootout the Contractors start.
- **Play style:** planning, talking, sneaking; one short chase if things go wrong.
- **What makes it work:** a clock (the bloom opens at midnight and wilts at three), a party that gives cover to anyone who can hold a conversation, and a rival crew the Contractors can fight, outwit or bargain with.

## Structure

1. The Harbinger’s briefing on the afternoon of the gala.
2. Preparation: getting invitations, uniforms or a way over the wall.
3. The gala itself, from nine until midnight.
4. The conservatory, from midnight until the bloom is cut.
5. The run to Petrie Street before sunrise.`,
  backstory: `Corvin Halloway-Pike made his money in shipping insurance and spent most of it on things nobody else could own. The finest of them is a plant: a pale orchid the staff call the Nightbloom, brought back from a mountain monastery forty years ago by his late father. Every seven years, for one night, it opens a single flower that glows with a soft blue light. A flower cut while open keeps its glow for a day, and anyone who sleeps beside it dreams of the last person who tended it.

That dream is the reason the Harbinger wants it. The plant’s keeper for twenty-one years has been Ines Calloway, Ashgrove’s head gardener, and Ines knows where Halloway-Pike hid something he should not have: the papers that prove his fortune rests on a fraud that drowned a ship’s crew. She has never told anyone. Whoever sleeps beside the flower will learn it. The Harbinger does not say who the buyer is, and the Contractors are not meant to find out.

Halloway-Pike throws a charity gala on each blooming night so that his guests can watch the flower open at midnight behind the conservatory glass. This year he hired more security than usual, because word of the flower’s value has spread. Two professional thieves, Rosalind and Teague Marsh, have been paid by a private collector to steal it the same night.`,
  introduction: `## The Harbinger

The Auctioneer is a tall, silver-haired figure in a grey three-piece suit who presents every Contract as a lot in a sale. They appear to each Contractor on the afternoon of the gala, in a quiet place (a lift, a bus shelter, a changing room), holding a small ivory gavel and a printed catalogue card. The card shows a sketch of the open flower.

Read or paraphrase:

*“Lot forty-one. One flower, open, glowing, cut tonight between midnight and three from the glasshouse at Ashgrove House. Delivered before sunrise to the stall with the green awning at the Petrie Street night market, into the hands of the woman who sells lilies. The house expects to receive it alive. What the house pays is a Gift, and you would be surprised how few people bid. Do I hear yes?”*

## What the Auctioneer will say

- The gala starts at nine. Guests need an invitation; staff need a uniform and a name on the caterer’s list.
- The flower opens at midnight and dies on the stem at three. Once cut, it must stay out of electric light; a minute under bulbs and it turns brown.
- Others want the flower. The Auctioneer will not say who.
- The buyer’s identity and purpose are not part of the lot.

## What the Auctioneer will not do

Pay in advance, carry anything, or help once the Contract begins. Asked about the flower’s purpose, the Auctioneer smiles and brings the gavel down: the sale is closed.

## Getting ready

Let the table spend some time planning. Useful facts they can find with an afternoon’s work (Intellect + Investigation, Difficulty 6): the caterer, Silverline Events, is short of waiting staff; the estate’s wall is eight feet high with cameras at the gates only; the guest list is printed in a society blog; and Ines Calloway drinks alone at the Fox and Lantern on Sundays.`,
  mission: `## Locations

### The gala

A marquee on the lawn and the ground floor of the house, full of three hundred guests, a string quartet and a silent auction for a children’s hospital. Anyone in evening dress or a caterer’s waistcoat can wander. Charismatic Contractors can learn a great deal here: where the conservatory keys are kept (on Dana Oyelaran’s belt), that the cameras inside the glasshouse are switched off at midnight so guests can watch the glow, and that Halloway-Pike will make a speech at a quarter to twelve.

### The conservatory

A Victorian glasshouse fifty yards from the house, joined to it by a covered walkway. Inside: tropical heat, iron staircases to a gallery, ponds, hanging baskets and, in the centre under a glass dome, the Nightbloom on a marble plinth. At midnight the lights are dimmed and thirty guests are led in to watch. After twenty minutes they are led out, the doors are locked, and two guards remain.

### The service tunnel

A brick passage under the lawn carries heating pipes from the boiler house to the conservatory. Its grate can be lifted from inside the boiler house (Brawn + Athletics, Difficulty 6, or Dexterity + Thievery, Difficulty 6, on its padlock). The tunnel is hot and cramped; anyone carrying more than their free load takes one extra die of Penalty on rolls inside.

## People

**Dana Oyelaran, head of security.** Calm, observant, ex-military. She suspects an attempt tonight and is looking for nervous waiters. Brawn 3, Dexterity 3, Perception 4, Charisma 2, Intellect 3; Alertness 4, Firearms 3, Brawl 3, Influence 2. Body 7, Mind 6. Handgun (damage 2), reinforced jacket (Armor 2). She would rather arrest than shoot and will not fire into a crowd.

**Guards (a mob of four).** Brawn 3, Dexterity 2, Perception 2; Alertness 2, Brawl 2, Firearms 2. Body 7. Batons (damage 1); two carry handguns. They go last in the turn order and break when the mob’s Body is gone.

**Ines Calloway, head gardener.** Sixty, soft-spoken, fiercely fond of the plant. She stays in the conservatory all night. Talking to her kindly (Charisma + Influence, Difficulty 7) can win her help: she knows the flower must be cut with a clean blade at the base of the stem, and that it survives longer wrapped in damp moss. If harmed or threatened, she screams.

**Corvin Halloway-Pike.** Genial, vain, and much sharper than he looks. If he learns of a theft, he calls the police and his own people, in that order.

**Rosalind and Teague Marsh, the rival crew.** Siblings, professionals, disguised as a photographer and her assistant. Rosalind: Dexterity 4, Perception 3, Charisma 3; Thievery 4, Stealth 3, Influence 3, Firearms 2; Body 6. Teague: Brawn 4, Dexterity 3; Brawl 3, Melee 3, Athletics 3; Body 7, knife (damage 1). They plan to cut the power to the whole estate at ten past midnight. They will deal if offered a fair share of the fee, and they will betray the deal if they see a cleaner exit.

## Complications

- **The pollen.** Anyone within a few feet of the open flower for more than a minute must roll Body at Difficulty 7. On a failure they see the glasshouse as it was forty years ago, full of monks, for ten minutes; they take a two-dice Penalty on anything that needs them to see what is really there.
- **The blackout.** When the Marsh siblings cut the power, the gala panics, the cameras die and the guards move to the conservatory. Contractors who planned to use the lights now have to improvise; those who learned of the plan can use the dark.
- **Electric light.** The cut flower wilts if held under electric light for a full minute. Torches, headlights and street lamps count; the market’s paper lanterns and candles do not.
- **The police.** Half an hour after any alarm, two patrol cars arrive at the gates and start stopping vehicles.

## Stakes and death

Dana’s guards will shoot anyone they see with a weapon drawn. A handgun hit with an Outcome of 3 leaves a Severity 5 Injury, which will worsen every half hour without a field surgery kit. A fall from the conservatory gallery is twenty feet (2 damage). Teague Marsh fights with a knife and wants to escape, not to kill.

## Ending the Contract

The Contract ends when the flower reaches the lily seller at Petrie Street or when sunrise comes without it. The lily seller is a quiet woman who thanks the bearer and puts the flower under a paper lantern. That is a victory for every surviving Contractor who helped carry it, whether or not they were the one holding it at the end. A wilted flower, a lost flower or a flower delivered after sunrise is a failure.`,
  aftermath: `## What happens next

If the Contractors delivered the flower, they never learn who bought it, but within a month the newspapers report that Corvin Halloway-Pike has been arrested over an old shipping fraud. Ines Calloway is questioned and released. A GM who wants to tie threads together can have her track down whoever took the flower, not angry, only curious about who now carries her secret.

If the Marsh siblings got the flower, it reaches a private collector instead, and the Auctioneer will mention, the next time they meet the Contractors, that lot forty-one was withdrawn from sale.

## Handouts

- **A pressed petal** (Trophy) for a Contractor who touched the open flower and kept a petal. It glows like a candle for an hour after it is breathed on.
- **Caught on a phone camera** (Loose End) for a Contractor who was seen and photographed by Dana Oyelaran or a guest.

## Running it again

Swap the gala for a wedding, the flower for a painting that changes at midnight, or the Marsh siblings for a crew of bored heirs. Keep the clock and the second crew; they are what make the night feel tight.`,
  handouts: [
    {
      id: 'pressed-petal',
      kind: 'trophy',
      name: 'Pressed Nightbloom petal',
      description:
        'A blue petal pressed in a notebook. Breathed on, it glows like a candle for about an hour; it grants nothing else.',
    },
    {
      id: 'phone-camera',
      kind: 'loose_end',
      name: 'Caught on a phone camera',
      description: 'Someone at the Ashgrove gala has a clear photograph of your face near the glasshouse.',
      threat:
        'A private investigator hired by the Halloway-Pike estate finds the Contractor and offers a choice: name the buyer or answer to the police. Refusing grants the Circumstance “Wanted for questioning”.',
      threatLevel: 'dangerous',
      cutoff: 3,
      tieUp:
        'A Move to find and delete the photograph, or to convince the investigator that the Marsh siblings took the flower.',
    },
  ],
};
