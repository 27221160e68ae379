/**
 * Movement, carrying and throwing (003:5-53), as data with their citations, and the small rules that read them.
 */
import { citeLines } from './source';

export const CARRYING_CITATION = citeLines('28-45');
export const LOAD_EFFECTS_CITATION = citeLines('46-51');
export const HAMPERED_CITATION = citeLines('13-20');
export const PACES_CITATION = citeLines('6-10');

/** One row of the Carrying Capacity table, in pounds, for a Medium creature (003:21). */
export interface CarryingRow {
  readonly str: number;
  readonly light: number;
  readonly medium: number;
  readonly heavy: number;
  readonly maximum: number;
  readonly drag: number;
}

/**
 * The Carrying Capacity table as printed (003:30-45). Every row but +10 follows light = ⌊heavy/3⌋ and
 * medium = ⌊2·heavy/3⌋; the +10 row prints 532 and 1,064 where the pattern gives 533 and 1,066. Kept as printed.
 */
export const CARRYING_TABLE: readonly CarryingRow[] = (
  [
    [-5, 3, 6, 10, 20, 50],
    [-4, 6, 13, 20, 40, 100],
    [-3, 13, 26, 40, 80, 200],
    [-2, 20, 40, 60, 120, 300],
    [-1, 26, 53, 80, 160, 400],
    [0, 33, 66, 100, 200, 500],
    [1, 43, 86, 130, 260, 650],
    [2, 58, 116, 175, 350, 875],
    [3, 76, 153, 230, 460, 1150],
    [4, 100, 200, 300, 600, 1500],
    [5, 133, 266, 400, 800, 2000],
    [6, 173, 346, 520, 1040, 2600],
    [7, 233, 466, 700, 1400, 3500],
    [8, 306, 613, 920, 1840, 4600],
    [9, 400, 800, 1200, 2400, 6000],
    [10, 532, 1064, 1600, 3200, 8000],
  ] as const
).map(([str, light, medium, heavy, maximum, drag]) => ({ str, light, medium, heavy, maximum, drag }));

/** The row for a Strength score, or null outside the table's −5 to +10. */
export function carryingRow(str: number): CarryingRow | null {
  return CARRYING_TABLE.find((r) => r.str === str) ?? null;
}

export type LoadId = 'light' | 'medium' | 'heavy' | 'maximum' | 'over';

/** What a load does (003:22-27, table 003:46-51). */
export interface LoadEffect {
  readonly id: LoadId;
  readonly name: string;
  /** Highest dodge bonus allowed ("Max Dex"), or null for no limit. */
  readonly maxDodge: number | null;
  /** Penalty to Acrobatics, Climb, Escape Artist, Jump, Sleight of Hand, Stealth and Swim (doubled for Swim), or null. */
  readonly checkPenalty: number | null;
  /** Speed as the table prints it. */
  readonly speed: string;
  /** The all-out column as printed. */
  readonly allOut: string;
  readonly description: string;
}

export const LOAD_EFFECTS: readonly LoadEffect[] = [
  { id: 'light', name: 'Light load', maxDodge: null, checkPenalty: 0, speed: 'Normal', allOut: 'Normal', description: 'No penalties (003:23).' },
  { id: 'medium', name: 'Medium load', maxDodge: 3, checkPenalty: -3, speed: '2/3', allOut: 'Normal', description: 'Dodge bonus at most +3, −3 check penalty, 2/3 speed (003:24).' },
  { id: 'heavy', name: 'Heavy load', maxDodge: 1, checkPenalty: -6, speed: '2/3', allOut: '-1 multiple', description: 'Can lift it overhead; dodge bonus at most +1, −6 check penalty, 2/3 speed; all out at ×3 (003:25, 003:50).' },
  { id: 'maximum', name: 'Maximum load', maxDodge: 0, checkPenalty: null, speed: '5 ft.', allOut: '--', description: 'Can only stagger: no dodge bonus, 5 feet a round as a full-round action, no other actions (003:26).' },
];

/** The skills a load's check penalty applies to (003:22); doubled for Swim. */
export const LOAD_PENALTY_SKILLS: readonly string[] = ['Acrobatics', 'Climb', 'Escape Artist', 'Jump', 'Sleight of Hand', 'Stealth', 'Swim'];

/** Which load a weight is for a Strength score; "over" means more than the maximum load; null outside the table. */
export function loadFor(str: number, weightLb: number): LoadId | null {
  const row = carryingRow(str);
  if (!row) return null;
  if (weightLb <= row.light) return 'light';
  if (weightLb <= row.medium) return 'medium';
  if (weightLb <= row.heavy) return 'heavy';
  if (weightLb <= row.maximum) return 'maximum';
  return 'over';
}

/** The Hampered Movement table (003:13-20): fractions of the distance, multiplied together when several apply (003:12). */
export interface HamperedRow {
  readonly id: string;
  readonly category: 'Obstruction' | 'Surface' | 'Poor visibility';
  readonly condition: string;
  readonly examples: string;
  /** Numerator and denominator of the movement penalty. */
  readonly factor: readonly [number, number];
}

export const HAMPERED_MOVEMENT: readonly HamperedRow[] = [
  { id: 'moderate-obstruction', category: 'Obstruction', condition: 'Moderate', examples: 'Undergrowth', factor: [3, 4] },
  { id: 'heavy-obstruction', category: 'Obstruction', condition: 'Heavy', examples: 'Thick undergrowth', factor: [1, 2] },
  { id: 'bad-surface', category: 'Surface', condition: 'Bad', examples: 'Steep slope, mud', factor: [1, 2] },
  { id: 'very-bad-surface', category: 'Surface', condition: 'Very bad', examples: 'Deep snow, slick ice', factor: [1, 4] },
  { id: 'poor-visibility', category: 'Poor visibility', condition: 'Poor visibility', examples: 'Darkness, heavy fog', factor: [1, 2] },
];

/**
 * The distance covered when movement is hampered: the distance times every factor that applies (003:11-12), rounded
 * down to whole feet. Throws a RangeError naming an unknown condition.
 */
export function hamperedDistance(feet: number, conditionIds: readonly string[]): number {
  let distance = feet;
  for (const id of conditionIds) {
    const row = HAMPERED_MOVEMENT.find((r) => r.id === id);
    if (!row) throw new RangeError(`“${id}” is not a hampered-movement condition; conditions: ${HAMPERED_MOVEMENT.map((r) => r.id).join(', ')}.`);
    distance = (distance * row.factor[0]) / row.factor[1];
  }
  return Math.floor(distance);
}

/** The three paces (003:6-9) as multiples of base speed. */
export const PACES = [
  { id: 'normal', name: 'Normal', multiple: 1, note: 'A move action: walking (003:7).' },
  { id: 'accelerated', name: 'Accelerated', multiple: 2, note: 'Two move actions, a hustle (003:8).' },
  { id: 'all-out', name: 'All out', multiple: 4, note: 'A full-round action; no dodge bonus while moving all out (003:9).' },
] as const;

/**
 * Rounds a character can move all out before Constitution checks begin: 10 + 2 × Con by 003:10 ("8 rounds for
 * Constitution −1, 16 rounds for Constitution +3"), or Con rounds by 003:203; the two lines disagree. Never below 0.
 */
export function allOutRounds(con: number, rule: 'line-10' | 'line-203'): number {
  return Math.max(0, rule === 'line-10' ? 10 + 2 * con : con);
}

/**
 * How far a character throws an object: its heavy load goes 5 feet, doubled for every 2 points of Strength over the
 * least Strength that lifts the object as a heavy load (003:53: Str +5 throws 100 lb 20 feet). Null when the object is
 * more than the thrower's heavy load (it cannot be thrown, 003:52) or Strength is outside the table.
 */
export function throwDistance(str: number, weightLb: number): number | null {
  const own = carryingRow(str);
  if (!own || weightLb > own.heavy) return null;
  const least = CARRYING_TABLE.find((r) => r.heavy >= weightLb);
  if (!least) return null;
  const doublings = Math.floor((str - least.str) / 2);
  return 5 * 2 ** doublings;
}
