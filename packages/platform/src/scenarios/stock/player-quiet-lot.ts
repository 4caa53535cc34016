import type { StockScenario } from './stock-scenario.js';

/** Unlocked by playing a Contractor in a Contract: a social intrigue at a secret auction, with a Ringer. */
export const quietLot: StockScenario = {
  id: 'f1cdc182-32bc-4361-8d6e-261bc3add1f7',
  stockKey: 'player',
  forLearning: false,
  title: 'Lot Nine',
  summary:
    'A grand hotel, a private auction of objects that should not exist, and a house rule that nobody may harm another guest until dawn. The Contractors are handed a paddle and a budget that is not quite big enough.',
  objective: 'Leave the Hotel Ardent at dawn holding the music box sold as Lot Nine, without breaking the house truce.',
  minPlayers: 3,
  maxPlayers: 5,
  suggestedStatus: 'newbie',
  highlander: false,
  rivalry: false,
  needsRinger: true,
  tags: ['social intrigue', 'auction', 'masquerade', 'ringer'],
  overview: `A Contract of talk, trickery and nerve, set in one night at a secret auction. Violence is not forbidden by law here but by something much older: the auction’s host guarantees that no guest may harm another inside the hotel, and anyone who tries pays for it. The Contractors must win a lot they cannot afford, against a buyer who can.

The Scenario needs one **Ringer**, who plays Odessa Vale, the rival buyer’s assistant. She holds his paddle and his letter of credit, she has her own reasons to want him ruined, and she is the lever the whole night turns on. Give her player the Ringer notes under *Odessa Vale* before the session.

## At a glance

- **Length:** three to four hours.
- **Deadliness:** low inside the hotel, sudden outside it. The danger is in the gardens and the car park, where the truce does not reach.
- **Play style:** conversation, bluffing, pickpocketing, bargaining; very little combat unless the Contractors take it outside.
- **What makes it work:** a firm rule the Contractors must play around, a ticking auction, and a Ringer whose loyalty is for sale.

## Structure

1. The Harbinger’s briefing in a hotel lobby.
2. The reception, from ten until midnight: meeting the bidders and viewing the lots.
3. The auction, from midnight: a lot every ten minutes, Lot Nine at about half past one.
4. The small hours, until the winner collects the lot at dawn.`,
  backstory: `Every year, on the night of the first frost, the Hotel Ardent closes to ordinary guests and opens its ballroom to the Gilded Room sale. Its host, a thin and courteous man called Mr. Sallow, has run it for longer than the hotel has stood. He takes a tenth of every sale and in return offers the one thing the buyers of such objects cannot find elsewhere: safety. From the moment a guest steps through the revolving door until they leave by it again, no guest may harm another. Those who try lose their voice for a year and a day, and Mr. Sallow keeps whatever they came to buy.

This year’s ninth lot is a silver music box with a dancing heron on its lid. Anyone who hears its tune forgets the hour before it began. Lucan Greaves, a property developer facing trial for the deaths of four workers in a collapse he was warned about, intends to wind it in the courtroom on the day the jury gives its verdict. He has brought a letter of credit for nine hundred thousand dollars.

Greaves trusts one person: his assistant of six years, Odessa Vale, who carries his paddle and his letter. Odessa was at the site the day it fell. She has kept quiet because Greaves holds her debts, and she has been waiting for a chance to put his private ledger in front of the prosecutor. The ledger is in his suite, room 512.`,
  introduction: `## The Harbinger

The Concierge appears to each Contractor as hotel staff, wherever they happen to be: a bellhop at a petrol station, a porter at a bus stop, a doorman outside their own front door. Every hotel and every door seems to belong to them. They speak with flawless politeness and never use a Contractor’s name.

Read or paraphrase:

*“Your room is ready. The Hotel Ardent, tonight, the Gilded Room. You will be bidding on Lot Nine, a music box. At dawn you will leave with it, or you will leave without your fee. The house rule is that no guest may harm another while under the house’s roof, and I strongly recommend you keep it. You will find a letter of credit in your name at the desk. It will not be enough. Enjoy your stay.”*

## What the Contractors are given

- Invitations, evening clothes that fit, and a shared bidding paddle, number 41.
- A letter of credit for four hundred thousand dollars, good only inside the Gilded Room.
- A room, 308, with a view of the gardens.

## What the Concierge will say if asked

- **Who else is bidding?** “Several guests. One in particular has deep pockets and a short temper.”
- **What does the box do?** “It plays a tune. Do not listen to it.”
- **What happens if we break the rule?** “Mr. Sallow will be disappointed, and then you will be silent.”

The Concierge bows, hands over a brass room key and is simply not there when anyone looks again.`,
  mission: `## The rule

Inside the hotel and its porch, no guest may harm another: no blows, no weapons, no poison, no Gift used against a guest’s body or mind. Anyone who breaks the truce loses their voice at once and for a year and a day, and forfeits whatever they bid on. Theft, lies, forgery, blackmail and flattery are not harm. The gardens, the car park and the street are outside the truce, and the guests know it.

## Locations

### The ballroom

Chandeliers, a small orchestra and about sixty bidders, most of them masked. The lots sit on velvet behind a silk rope, watched by Mr. Sallow’s staff. The auction itself is run briskly from a lectern; bids rise in steps of fifty thousand dollars.

### The vault

Behind the ballroom, a steel room where the lots wait until they are collected at dawn. Only Mr. Sallow opens it. Stealing from the vault is not harm to a guest, but Mr. Sallow regards it as rude, and his staff are not guests.

### Room 512

Greaves’s suite. His ledger, a black notebook of payments to inspectors, is in the safe behind the wardrobe (Dexterity + Thievery, Difficulty 8, or the code, which Odessa knows).

### The gardens

Frost on the lawns, hedges and a fountain. Outside the truce. Greaves has two bodyguards waiting here and in the car park.

## People

**Mr. Sallow, the host.** Courteous, bloodless and absolutely fair. He will answer any question about the rules truthfully and nothing else. He cannot be harmed, bribed or hurried.

**Lucan Greaves, the rival buyer.** Loud, charming when he wants something and vicious when crossed. Charisma 3, Intellect 3; Influence 3, Culture 2. He means to bid up to his full nine hundred thousand. If his letter of credit is lost or in doubt, his limit falls to the two hundred thousand he can raise by phone before dawn. If he is humiliated in public, he loses his temper and may break the truce himself.

**Odessa Vale, his assistant (the Ringer).** Sharp, tired and frightened. Perception 3, Charisma 3, Intellect 4; Influence 3, Investigation 3, Technology 2. She carries the paddle and the letter. *Ringer notes:* Odessa’s objective is to leave the hotel at dawn with Greaves’s ledger in her own hands, without Greaves learning that she betrayed him before she is out of the door. She knows the safe code and Greaves’s limit; she does not know who the Contractors are. She may help them, trade with them or sell them out. A Ringer who achieves her objective earns the larger Ringer reward.

**Sister Agathe of the Quiet Sisters.** A nun who buys dangerous objects to lock them away forever. She has three hundred thousand dollars and wants Lot Nine destroyed. She will pool her money with the Contractors if they swear to let her break the box, which they cannot do and still win. What they promise her, and whether they keep it, is up to them.

**Baron Ilić.** An elderly, very pale man who wants Lot Four, a mirror, and nothing else. He has half a million dollars and nothing to do with it once he wins his mirror. He can be persuaded to lend money for a favour to be named later.

**Greaves’s bodyguards, Hale and Doyle.** Waiting outside the truce. Brawn 4, Dexterity 3, Perception 3; Brawl 3, Firearms 3, Alertness 3. Body 7. Handguns (damage 2), layered clothing (Armor 1).

## Ways to win

- **Outbid him.** Pool money with Sister Agathe or Baron Ilić, or cut Greaves’s budget by getting his letter of credit lost or doubted (a convincing forged revocation is Intellect + Technology at Difficulty 8; Mr. Sallow’s clerk checks it with a Perception roll).
- **Get him disqualified.** Provoke Greaves into breaking the truce. Then he forfeits, and the lot goes to the next highest bidder.
- **Win Odessa.** If the Ringer helps, she can simply stop bidding, or bid against her own employer.
- **Steal it.** Taking the box from the vault or from the winner on the way out is not harm inside the truce, but doing it unseen is hard (Dexterity + Thievery at Difficulty 8 against Perception + Alertness 4 for the staff). Outside, on the steps, the truce is gone and the bodyguards are not.

## Complications

- **The tune.** At about eleven, a drunk bidder winds the music box on its cushion. Everyone in the ballroom who fails Perception + Alertness at Difficulty 7 to cover their ears in time forgets the hour before. They find notes in their own handwriting they do not remember writing, and perhaps a promise they do not remember making.
- **Greaves suspects.** If the Contractors are obvious, Greaves has Odessa find out who paddle 41 belongs to, which puts the Ringer on the spot.
- **The dawn walk.** The winner collects Lot Nine at six and must carry it out of the door into the car park, where Hale and Doyle may be waiting.

## Ending the Contract

A Contractor who walks out of the revolving door at dawn with the music box, without having broken the truce, wins; so does every Contractor who helped them and is still able to speak. Losing the box, or losing it to the vault because of a broken truce, is a failure. Death is possible only outside the hotel, but it is very possible there.`,
  aftermath: `## What happens next

If Odessa left with the ledger, Greaves is convicted within a few months, and the newspapers never learn why his own assistant turned witness. If she did not, Greaves may well walk free, with or without the box.

If Sister Agathe was promised the box and did not get it, she remembers. The Quiet Sisters are patient and have long records.

A Contractor who broke the truce spends a year and a day unable to speak; the Concierge sends a card of sympathy.

## Handouts

- **Struck silent by Mr. Sallow** (Condition) for a Contractor who broke the truce.
- **A promise to Sister Agathe** (Loose End) for a Contractor who swore she would get the box and broke that promise.

## Running it again

Any grand old building can host the Gilded Room. Change the lot, keep the truce, keep a buyer with too much money, and always give the Ringer a secret worth more than the lot.`,
  handouts: [
    {
      id: 'struck-silent',
      kind: 'condition',
      name: 'Struck silent by Mr. Sallow',
      description:
        'You broke the truce of the Gilded Room. For a year and a day you cannot make a sound with your voice: no speech, no shout, no scream.',
    },
    {
      id: 'promise-to-agathe',
      kind: 'loose_end',
      name: 'A promise to Sister Agathe',
      description: 'You swore to a nun of the Quiet Sisters that the music box would be destroyed, and it was not.',
      threat:
        'Two Sisters arrive at the Contractor’s door with a warrant from an ecclesiastical court nobody has heard of, and take one Trophy or crafted Artifact of their choosing into the Sisters’ vault.',
      threatLevel: 'dangerous',
      cutoff: 4,
      tieUp: 'Destroy the box in front of a Sister, or win the Sisters something more dangerous to lock away.',
    },
  ],
};
