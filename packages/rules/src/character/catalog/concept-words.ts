import { uniformInt, type Rng } from '../../dice/rng.js';

/** Mundane niches for the "Inspire me" button: a job, a temperament or a subculture, never anything supernatural. */
export const archetypes = [
  'disgraced paramedic', 'burned-out schoolteacher', 'night-shift security guard', 'washed-up boxer',
  'small-town sheriff', 'overworked public defender', 'retired cat burglar', 'wedding photographer in debt',
  'long-haul trucker', 'hospice nurse', 'conspiracy podcaster', 'lapsed chess prodigy',
  'former cult recruiter', 'card sharp', 'bored heiress', 'medic who swore off guns',
  'tattoo artist', 'storm chaser', 'rookie firefighter', 'aging rock drummer',
  'museum restorer', 'stand-up comedian', 'bail bondsman', 'line cook with a temper',
  'insurance fraud investigator', 'deep-sea welder', 'competitive eater', 'forensic accountant',
  'teenage runaway', 'park ranger', 'jaded war correspondent', 'funeral director',
  'rooftop courier', 'chronic gambler', 'hacker for hire', 'city beekeeper',
  'priest without a faith', 'repo agent', 'soap-opera actor', 'demolition foreman',
  'hired mourner', 'amateur codebreaker', 'rodeo clown', 'prison librarian',
  'cruise-ship crooner', 'taxidermist', 'retired Olympic fencer', 'mountain rescue volunteer',
  'pawnshop owner', 'nanny with a past', 'tabloid paparazzo', 'lighthouse keeper',
  'getaway driver', 'used-car salesman', 'psychiatric orderly',
] as const;

/** Sources of latent supernatural potential, the flavour a Contractor's Gifts will grow from. */
export const paradigms = [
  'storm-caller', 'bone reader', 'echo of a drowned god', 'living shadow',
  'clockwork heart', 'ink that crawls', 'borrowed luck', 'dreamwalker',
  'speaker for the buried', 'rust and rot', 'traveller through mirrors', 'hungry void',
  'keeper of a saint\'s relic', 'frost in the veins', 'queen of the swarm', 'blood chemist',
  'thief of memories', 'moon-sworn', 'mind of the mycelium', 'song that reshapes matter',
  'cracked clock of fate', 'carrier of plagues', 'static from heaven', 'fox spirit in disguise',
  'maker of clay servants', 'ember soul', 'scrawler of sigils', 'glass and light',
  'the wolf inside', 'tide-touched', 'puppeteer of strings', 'keeper of a karmic ledger',
  'candle witch', 'voice on the dead frequency', 'cursed bloodline', 'fallen from the stars',
  'bargain with a devil', 'gravity\'s favourite', 'house of many ghosts', 'green-tongued gardener',
  'skin like forged steel', 'whisper of entropy', 'spirit of the open road', 'lucid nightmare',
  'alchemist of gold', 'second face beneath the skin', 'oracle of numbers', 'child of the thunderbird',
  'haunted by an unborn twin', 'walking rumour', 'salt and warding circles', 'electric nerves',
  'wearer of stolen faces', 'hands like hourglasses',
] as const;

/** Driving goals, big enough to be worth dying for and to clash with the world as it is. */
export const ambitions = [
  'topple the family that owns the city', 'bring a dead sister back', 'end hunger in the slums',
  'become a god', 'learn who or what the Harbinger is', 'make the world forget one name',
  'rule the underworld of a port city', 'cure every disease', 'live forever',
  'found a new religion', 'win back a lost throne', 'wipe out every debt on earth',
  'free every caged creature', 'paint the greatest work of art ever made', 'erase every border',
  'rewrite a single day of history', 'link every human mind', 'burn down the bank that ruined the family',
  'find the edge of the world', 'be loved by everyone', 'outlive the sun',
  'destroy every weapon', 'turn the desert green', 'end the war back home',
  'unite the street gangs under one flag', 'avenge a murdered mentor', 'own every newspaper',
  'reveal magic to the whole world', 'open a door to another world', 'become president for life',
  'revive a dying language', 'replace the police with something better', 'become impossible to kill',
  'collect every secret in the city', 'be the last one standing', 'force an apology from a father',
  'build a utopia on a private island', 'break every curse there is', 'never feel fear again',
  'tear down a corrupt court', 'take the Harbinger\'s place', 'prove nothing waits after death',
  'return home to another century', 'outplay fate itself', 'earn a fortune and give it all away',
  'end loneliness for good', 'buy the moon', 'make every lie visible',
  'keep one small town safe forever', 'bring an extinct species back',
] as const;

/** One suggestion for each open field of the concept sentence. */
export interface ConceptInspiration {
  archetype: string;
  paradigm: string;
  ambition: string;
}

function pick(rng: Rng, words: readonly string[]): string {
  return words[uniformInt(rng, words.length)]!;
}

/**
 * Draws an archetype, a paradigm and an ambition (in that order, one number each) from the word lists.
 * @example inspire(seededRng('ada')) // the same three phrases for the same seed, every time
 */
export function inspire(rng: Rng): ConceptInspiration {
  return { archetype: pick(rng, archetypes), paradigm: pick(rng, paradigms), ambition: pick(rng, ambitions) };
}
