import { seededRng, uniformInt, type AttendeeOutcome, type Rng } from '@harbinger/rules';
import type { ContractorCreateInput } from '../contractors/create-schema.js';
import type { StoredHealing } from '../db/schema.js';
import type { PlayMode } from '../contracts/schemas.js';
import {
  AMBITIONS,
  ARCHETYPES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  PARADIGMS,
  TIME_ZONES,
  chance,
  contractTitle,
  gmNotes,
  invitation,
  pick,
  playgroupName,
} from './words.js';

// The story a seed tells, before anything is stored: who signs up, which Playgroups they form, which Contractors they
// build and every Contract they play, in the order it happens, with the GM's finishing choices. The seed writer
// turns it into rows; tests replay the same story through the real workflows and compare. Everything here comes from
// the seed, so one seed is one story.

/** What to seed. */
export interface SeedPlanOptions {
  /** Finished Contracts in all. */
  contracts: number;
  /** Anything; the same seed gives the same data. */
  seed: string;
  /** How many Contracts the one veteran Contractor attends (at most `contracts`). */
  heavy: number;
}

/** A player account. */
export interface PlannedUser {
  handle: string;
  email: string;
  timezone: string;
  createdAt: Date;
}

/** A member of a Playgroup. */
export interface PlannedMember {
  user: number;
  roles: string[];
  joinedAt: Date;
}

/** A Playgroup, its Leader (who GMs every Contract there) and its members. */
export interface PlannedPlaygroup {
  name: string;
  description: string;
  leader: number;
  houseRules: { healing: StoredHealing; goldenRatio: boolean; visitorsAllowed: boolean };
  createdAt: Date;
  members: PlannedMember[];
}

/** A Contractor, as its player fills in the creation form, and the Playgroup it calls home (approved there). */
export interface PlannedContractor {
  key: number;
  owner: number;
  home: number;
  input: ContractorCreateInput;
  createdAt: Date;
  approvedAt: Date;
}

/** A seat: a player with a Contractor, or a Ringer (no Contractor) whose bonus goes to `bonusContractor`. */
export interface PlannedSeat {
  user: number;
  contractor: number | null;
  bonusContractor: number | null;
  takenAt: Date;
}

/** A Contract from scheduling to finishing, with the GM's choices. */
export interface PlannedContract {
  key: number;
  playgroup: number;
  gm: number;
  title: string;
  invitation: string;
  notes: string;
  playMode: PlayMode;
  rsvpRule: 'members' | 'anyone';
  capacity: number;
  createdAt: Date;
  startsAt: Date;
  finishedAt: Date;
  seats: PlannedSeat[];
  outcomes: { contractor: number; outcome: AttendeeOutcome; commission: boolean }[];
  ringers: { user: number; achieved: boolean }[];
  gmImprovement: number | null;
  /** Contractors built right after this Contract by players whose Contractor died in it (spending the Coin). */
  replacements: PlannedContractor[];
}

/** A whole seeded world. `contracts()` tells the Contracts in the order they are played, afresh on every call. */
export interface SeedPlan {
  users: PlannedUser[];
  playgroups: PlannedPlaygroup[];
  /** The Contractors built before the first Contract. */
  contractors: PlannedContractor[];
  /** The veteran: its Contractor key and how many Contracts it attends. */
  heavy: { contractor: number; contracts: number };
  totalContracts: number;
  contracts(): Generator<PlannedContract>;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The seeded history ends here, and starts SPAN_YEARS before. */
const HISTORY_END = Date.UTC(2025, 5, 1);
const SPAN = 6 * 365 * DAY;
const HISTORY_START = HISTORY_END - SPAN;
/** Contracts a Playgroup other than the veteran's plays, about. */
const CONTRACTS_PER_PLAYGROUP = 400;
/** Players per Playgroup besides its Leader. */
const PLAYERS_PER_PLAYGROUP = 7;
const PLAY_MODES: readonly PlayMode[] = ['in_person', 'in_person', 'voice', 'video', 'text'];

/** Trait templates for new Contractors: every one valid for a Newbie. */
const TEMPLATES: readonly Pick<ContractorCreateInput, 'attributes' | 'abilities' | 'assets'>[] = [
  {
    attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
    abilities: { athletics: 2, medicine: 1 },
    assets: [],
  },
  {
    attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
    abilities: { firearms: 2, alertness: 2, stealth: 1 },
    assets: ['steady_nerves'],
  },
  {
    attributes: { brawn: 1, dexterity: 2, perception: 2, charisma: 3, intellect: 3 },
    abilities: { influence: 2, investigation: 2, culture: 1 },
    assets: ['comfortable'],
  },
  {
    attributes: { brawn: 2, dexterity: 2, perception: 3, charisma: 2, intellect: 3 },
    abilities: { occult: 2, science: 1, technology: 1 },
    assets: ['gifted'],
  },
  {
    attributes: { brawn: 4, dexterity: 3, perception: 2, charisma: 1, intellect: 1 },
    abilities: { brawl: 3, melee: 1, survival: 1 },
    assets: [],
  },
];

/** A short tag of the seed, so two seeds can share one database without their handles clashing. */
function seedTag(seed: string): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h.toString(36).slice(0, 5);
}

function creationInput(rng: Rng, options: { useCoinOfCharon: boolean; veteran?: boolean }): ContractorCreateInput {
  const template = pick(rng, TEMPLATES);
  return {
    name: `${pick(rng, GIVEN_NAMES)} ${pick(rng, FAMILY_NAMES)}`,
    archetype: pick(rng, ARCHETYPES),
    paradigm: pick(rng, PARADIGMS),
    ambition: pick(rng, AMBITIONS),
    age: String(22 + uniformInt(rng, 40)),
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { ...template.attributes },
    abilities: { ...template.abilities },
    assets: [...(template.assets ?? [])],
    useCoinOfCharon: options.useCoinOfCharon,
    private: !options.veteran && chance(rng, 0.05),
  };
}

/** The time of the k-th of `count` Contracts a Playgroup plays over the history, on the quarter hour. */
function startOf(playgroup: number, k: number, count: number): number {
  const at = HISTORY_START + 30 * DAY + ((k + 0.5) * (SPAN - 60 * DAY)) / count + playgroup * 7 * MINUTE;
  return Math.floor(at / (15 * MINUTE)) * 15 * MINUTE;
}

/**
 * Plans a seeded world: one veteran Playgroup whose first player's Contractor attends `heavy` Contracts, and enough
 * other Playgroups (about 400 Contracts each) for the rest. Each Playgroup has a Leader who GMs there and plays in the
 * next Playgroup, and seven players with one Contractor each; a Contractor who dies is replaced by a new one bought
 * with the Coin of Charon. Contracts seat three to six Contractors, now and then a visitor from elsewhere or a Ringer.
 * @example const plan = planSeed({ contracts: 1000, seed: '1', heavy: 1000 }); for (const c of plan.contracts()) …
 */
export function planSeed(options: SeedPlanOptions): SeedPlan {
  if (!Number.isSafeInteger(options.contracts) || options.contracts < 1)
    throw new RangeError('planSeed: contracts must be a positive whole number');
  const heavyCount = Math.max(0, Math.min(options.heavy, options.contracts));
  const rest = options.contracts - heavyCount;
  const others = rest > 0 ? Math.max(1, Math.round(rest / CONTRACTS_PER_PLAYGROUP)) : 0;
  const groupCount = 1 + others;
  const counts = [
    heavyCount,
    ...Array.from({ length: others }, (_, i) => Math.floor(rest / others) + (i < rest % others ? 1 : 0)),
  ];
  const rng = seededRng(`${options.seed}:world`);
  const tag = seedTag(options.seed);

  const users: PlannedUser[] = [];
  const addUser = () => {
    const n = users.length;
    const handle = `${pick(rng, GIVEN_NAMES).toLowerCase()}_${tag}${n}`;
    users.push({
      handle,
      email: `${handle}@seed.example`,
      timezone: pick(rng, TIME_ZONES),
      createdAt: new Date(HISTORY_START - 60 * DAY + n * MINUTE),
    });
    return n;
  };
  const leaders = Array.from({ length: groupCount }, addUser);
  const ownPlayers = Array.from({ length: groupCount }, () => Array.from({ length: PLAYERS_PER_PLAYGROUP }, addUser));
  // Who plays where: a Playgroup's own players, and the Leader of the Playgroup before it.
  const players = ownPlayers.map((own, g) =>
    groupCount > 1 ? [...own, leaders[(g + groupCount - 1) % groupCount]!] : [...own],
  );
  const homeOfLeader = (g: number) => (groupCount > 1 ? (g + 1) % groupCount : g);

  const playgroups: PlannedPlaygroup[] = leaders.map((leader, g) => {
    const createdAt = new Date(HISTORY_START - 50 * DAY + g * HOUR);
    const joinedAt = new Date(createdAt.getTime() + 5 * DAY);
    const judge = ownPlayers[g]![PLAYERS_PER_PLAYGROUP - 1]!;
    return {
      name: playgroupName(rng, g),
      description: g === 0 ? 'The long-running veteran table.' : 'A seeded Playgroup.',
      leader,
      houseRules: {
        healing: chance(rng, 0.3) ? 'arcade' : 'gritty',
        goldenRatio: chance(rng, 0.25),
        visitorsAllowed: g === 0 || chance(rng, 0.9),
      },
      createdAt,
      members: [
        { user: leader, roles: ['leader'], joinedAt: createdAt },
        ...players[g]!.map((user) => ({ user, roles: user === judge ? ['judge'] : ['member'], joinedAt })),
      ],
    };
  });

  const contractors: PlannedContractor[] = [];
  const veteranUser = ownPlayers[0]![0]!;
  for (let user = 0; user < users.length; user++) {
    const g = leaders.indexOf(user);
    const home = g >= 0 ? homeOfLeader(g) : ownPlayers.findIndex((own) => own.includes(user));
    const createdAt = new Date(HISTORY_START - 40 * DAY + user * MINUTE);
    contractors.push({
      key: contractors.length,
      owner: user,
      home,
      input: creationInput(rng, { useCoinOfCharon: false, veteran: user === veteranUser }),
      createdAt,
      approvedAt: new Date(createdAt.getTime() + HOUR),
    });
  }
  const heavyKey = contractors.find((k) => k.owner === veteranUser)!.key;

  // Every Contract's start, in the order they are played.
  const schedule: { at: number; g: number }[] = [];
  counts.forEach((count, g) => {
    for (let k = 0; k < count; k++) schedule.push({ at: startOf(g, k, count), g });
  });
  schedule.sort((a, b) => a.at - b.at || a.g - b.g);
  const initial = contractors.length;
  const houseRules = playgroups.map((pg) => pg.houseRules);

  return {
    users,
    playgroups,
    contractors,
    heavy: { contractor: heavyKey, contracts: heavyCount },
    totalContracts: options.contracts,
    *contracts() {
      const r = seededRng(`${options.seed}:contracts`);
      const made = contractors.map((k) => ({ ...k }));
      const alive = new Map(made.map((k) => [k.owner, k]));
      let nextKey = initial;
      for (let key = 0; key < schedule.length; key++) {
        const { at, g } = schedule[key]!;
        const startsAt = new Date(at);
        const finishedAt = new Date(at + 4 * HOUR);
        const gm = leaders[g]!;
        const ready = (user: number) => {
          const k = alive.get(user);
          return k && k.createdAt.getTime() < at - 2 * HOUR ? k : undefined;
        };
        const seatedUsers = new Set<number>();
        const chosen: PlannedContractor[] = [];
        const seatUser = (user: number) => {
          const k = ready(user);
          if (!k || seatedUsers.has(user) || user === gm) return;
          seatedUsers.add(user);
          chosen.push(k);
        };
        if (g === 0) seatUser(veteranUser);
        const wanted = 3 + uniformInt(r, 4);
        const pool = [...players[g]!];
        while (chosen.length < wanted && pool.length > 0) seatUser(pool.splice(uniformInt(r, pool.length), 1)[0]!);
        let rsvpRule: 'members' | 'anyone' = 'members';
        if (groupCount > 1 && houseRules[g]!.visitorsAllowed && chance(r, 0.1)) {
          const elsewhere = (g + 1 + uniformInt(r, groupCount - 1)) % groupCount;
          const before = chosen.length;
          // The veteran plays at home only, so its record is exactly `heavy` Contracts.
          const visitor = pick(r, players[elsewhere]!);
          if (visitor !== veteranUser) seatUser(visitor);
          if (chosen.length > before) rsvpRule = 'anyone';
        }
        const ringerSeats: Omit<PlannedSeat, 'takenAt'>[] = [];
        if (chance(r, 0.08)) {
          const free = players[g]!.filter((u) => !seatedUsers.has(u) && u !== gm);
          if (free.length > 0) {
            const user = pick(r, free);
            const own = ready(user);
            seatedUsers.add(user);
            ringerSeats.push({ user, contractor: null, bonusContractor: own && chance(r, 0.8) ? own.key : null });
          }
        }
        // Seats are taken in this order, a minute apart, an hour before the start.
        const seats: PlannedSeat[] = [
          ...chosen.map((k) => ({ user: k.owner, contractor: k.key, bonusContractor: null })),
          ...ringerSeats,
        ].map((s, i) => ({ ...s, takenAt: new Date(at - HOUR + i * MINUTE) }));
        const won = chance(r, 0.6);
        const outcomes = chosen.map((k) => {
          const roll = r.nextUint32() / 2 ** 32;
          let outcome: AttendeeOutcome =
            roll < 0.02 ? 'declined' : roll < 0.05 ? 'death' : chance(r, won ? 0.9 : 0.15) ? 'victory' : 'failure';
          if (k.key === heavyKey && (outcome === 'death' || outcome === 'declined'))
            outcome = won ? 'victory' : 'failure';
          return { contractor: k.key, outcome, commission: false };
        });
        const living = outcomes.filter((o) => o.outcome === 'victory' || o.outcome === 'failure');
        if (living.length > 0 && chance(r, 0.6)) pick(r, living).commission = true;
        const ringers = ringerSeats.map((s) => ({ user: s.user, achieved: chance(r, 0.5) }));
        const gmOwn = alive.get(gm);
        const gmImprovement = gmOwn && gmOwn.createdAt.getTime() < at && chance(r, 0.9) ? gmOwn.key : null;
        const replacements: PlannedContractor[] = [];
        for (const o of outcomes) {
          if (o.outcome !== 'death') continue;
          const dead = made[o.contractor]!;
          const createdAt = new Date(finishedAt.getTime() + HOUR);
          const heir: PlannedContractor = {
            key: nextKey++,
            owner: dead.owner,
            home: dead.home,
            input: creationInput(r, { useCoinOfCharon: true }),
            createdAt,
            approvedAt: new Date(createdAt.getTime() + HOUR),
          };
          made.push(heir);
          alive.set(dead.owner, heir);
          replacements.push(heir);
        }
        yield {
          key,
          playgroup: g,
          gm,
          title: contractTitle(r),
          invitation: invitation(r),
          notes: gmNotes(r),
          playMode: pick(r, PLAY_MODES),
          rsvpRule,
          capacity: seats.length + uniformInt(r, 2),
          createdAt: new Date(at - 2 * DAY),
          startsAt,
          finishedAt,
          seats,
          outcomes,
          ringers,
          gmImprovement,
          replacements,
        };
      }
    },
  };
}
