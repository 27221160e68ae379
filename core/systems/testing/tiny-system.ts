/**
 * A small, complete game system for tests of the shell's generic code: three abilities 1–19, health equal to STR, no
 * classes and no levels. It exists to prove that the state classes, the store and the sheet need nothing of Dark
 * Dungeons: everything they do goes through the seam. Never registered in the app.
 */
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../documents/character';
import type { CharacterId } from '../../documents/ids';
import { defineSystem, type CombatDef, type DerivedValue, type RuleViolation, type VitalsDef } from '../types';
import { poolPlay } from '../../character/pool-play';

/** The tiny system's payload. */
export interface TinyData {
  readonly scores: { readonly str: number; readonly agi: number; readonly wit: number } | null;
  readonly health: number;
  readonly notes: string;
}

type Doc = CharacterDocument<TinyData>;
const ABILITIES = ['str', 'agi', 'wit'] as const;

function derive(doc: Doc): DerivedValue[] {
  const s = doc.data.scores;
  if (!s) return [];
  const out: DerivedValue[] = ABILITIES.map((a) => ({ id: `ability.${a}`, label: a.toUpperCase(), value: s[a], explanation: 'Entered', overridden: false, computed: s[a] }));
  out.push({ id: 'health.max', label: 'Health', value: s.str, explanation: `Health = STR ${s.str}`, overridden: false, computed: s.str });
  return out.map((v) => {
    const o = doc.overrides[v.id];
    return o ? { ...v, value: o.value, overridden: true } : v;
  });
}

function validate(doc: Doc): RuleViolation[] {
  const out: RuleViolation[] = [];
  if (doc.name.trim() === '') out.push({ path: 'name', message: 'The character has no name.' });
  if (!doc.data.scores) out.push({ path: 'scores', message: 'Enter the three scores.' });
  return out;
}

const tinyVitals: VitalsDef<TinyData> = {
  healthTracker: 'health',
  trackers: (doc) => [{ id: 'health', label: 'Health', value: doc.data.health, max: doc.data.scores?.str ?? 0, min: 0, step: 1 }],
  setTracker(doc, id, value) {
    if (id !== 'health') return { problem: `No tracker ${id}.` };
    const max = doc.data.scores?.str ?? 0;
    if (value > max) return { problem: `Health stops at STR, ${max}.` };
    return { data: { ...doc.data, health: Math.max(0, value) } };
  },
  texts: (doc) => [{ id: 'notes', label: 'Notes', value: doc.data.notes, maxLength: 1000 }],
  setText: (doc, id, value) => (value.length > 1000 ? { problem: 'Too long.' } : { data: { ...doc.data, notes: value } }),
};

const tinyCombat: CombatDef = { initiative: { description: 'AGI order', mode: 'individual', dice: '1d6', ties: 'Higher WIT first', eachRound: false }, damageModel: 'health', healthState: (c) => (c <= 0 ? 'Down' : null), encounterRolls: [] };

export const tinySystem = defineSystem<TinyData>({
  id: 'tiny',
  name: 'Tiny',
  summary: 'A test system: STR, AGI, WIT and health = STR.',
  records: { dataVersion: 1, migrations: [] },
  coverage: { supports: ['everything it has'], lacks: ['levels'] },
  abilities: ABILITIES.map((id) => ({ id, name: id.toUpperCase(), abbreviation: id.toUpperCase(), min: 1, max: 19 })),
  creation: {
    steps: [
      { id: 'scores', title: 'Scores', help: 'Enter STR, AGI and WIT, each 1 to 19.' },
      { id: 'review', title: 'Review', help: 'Check and save.' },
    ],
    reconcile(_prev, next) {
      // Health follows a lowered STR down, and says so: the kind of knock-on change the flow announces.
      if (next.scores && next.health > next.scores.str) return { data: { ...next, health: next.scores.str }, changes: [`Health lowered to STR ${next.scores.str}.`] };
      return { data: next, changes: [] };
    },
    stepFor: (violation) => (violation.path === 'scores' ? 'scores' : 'review'),
    stepComplete: (stepId, doc) => (stepId === 'scores' ? doc.data.scores !== null : doc.status === 'complete'),
  },
  progression: null,
  vitals: tinyVitals,
  play: poolPlay(tinyVitals, tinyCombat),
  monsters: null,
  conditions: [{ id: 'dazed', name: 'Dazed', description: 'Acts last.' }],
  combat: tinyCombat,
  time: {
    units: [{ id: 'round', name: 'round', plural: 'rounds', seconds: 6 }],
    roundSeconds: 6,
    lights: [],
    rests: [{ id: 'rest', name: 'Rest', description: 'Health back to STR.', seconds: 28_800, oncePer: null, options: [], source: '' }],
    rest: (doc, restId) => (restId === 'rest' ? { data: { ...doc.data, health: doc.data.scores?.str ?? 0 } } : { problem: 'No such rest.' }),
  },
  purse: { money: null, noMoney: 'The tiny system has no money.', equipment: null },
  dice: { test: 'd20' },
  rollKinds: { kinds: [], roll: () => ({ problem: 'The tiny system has no roll kinds.' }) },
  tables: [],
  quickVariants: [],
  quick: (rng, { id, now }) => {
    const roll = () => rng.int(1, 19);
    const scores = { str: roll(), agi: roll(), wit: roll() };
    return { ...newTinyDocument(id, now), name: 'Quick', status: 'complete', creationStep: 'review', data: { scores, health: scores.str, notes: '' } };
  },
  newData: () => ({ scores: null, health: 0, notes: '' }),
  checkShape: (data) => (typeof data === 'object' && data !== null ? [] : [{ path: '', message: 'Not an object.' }]),
  derive,
  validate,
  card: (doc) => ({
    line: doc.data.scores ? ABILITIES.map((a) => `${a.toUpperCase()} ${doc.data.scores?.[a] ?? 0}`).join(' ') : 'No scores yet',
    level: null,
    health: doc.data.scores ? { label: 'Health', abbreviation: 'Health', current: doc.data.health, max: doc.data.scores.str, state: doc.data.health <= 0 ? 'Down' : null } : null,
    defence: null,
    xp: null,
    levelUpReady: false,
  }),
  sheet: (doc, printedOn) => ({
    system: { id: 'tiny', name: 'Tiny' },
    title: doc.name,
    subtitle: '',
    identity: [],
    main: [{ kind: 'fields', id: 'abilities', title: 'Abilities', fields: derive(doc).map((v) => ({ id: v.id, label: v.label, value: String(v.value) })) }],
    extra: [{ kind: 'text', id: 'notes', title: 'Notes', paragraphs: doc.data.notes ? doc.data.notes.split('\n') : [], inPlay: true }],
    footer: { houseRules: [...doc.houseRules], overrides: [], date: printedOn },
  }),
  blankSheet: (printedOn) => ({ system: { id: 'tiny', name: 'Tiny' }, title: '', subtitle: '', identity: [], main: [], extra: [], footer: { houseRules: [], overrides: [], date: printedOn } }),
});

/** A new draft of the tiny system. */
export function newTinyDocument(id: string, now: string): Doc {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: id as CharacterId,
    system: 'tiny',
    name: '',
    status: 'draft',
    creationStep: 'scores',
    createdAt: now,
    updatedAt: now,
    data: tinySystem.newData(),
    overrides: {},
    houseRules: [],
    history: [],
  };
}
