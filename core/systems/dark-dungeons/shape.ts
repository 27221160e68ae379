/**
 * Checks that an untrusted value has the shape of DarkDungeonsData (types, not rules): imports and the store use
 * it before anything reads the payload. Problems come back in words with their path.
 */
import type { RuleViolation } from '../types';
import { ABILITY_ORDER } from './character';
import { CLASS_IDS } from './data/classes';
import { PROFICIENCY_ORDER } from './data/weapon-mastery';

type Check = (value: unknown, path: string, out: RuleViolation[]) => void;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (out: RuleViolation[], path: string, message: string) => out.push({ path, message: `${path}: ${message}` });

const str: Check = (v, p, o) => {
  if (typeof v !== 'string') fail(o, p, 'should be text');
};
const num: Check = (v, p, o) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(o, p, 'should be a number');
};
const int: Check = (v, p, o) => {
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(o, p, 'should be a whole number');
};
const bool: Check = (v, p, o) => {
  if (typeof v !== 'boolean') fail(o, p, 'should be true or false');
};
const nullable = (c: Check): Check => (v, p, o) => {
  if (v !== null) c(v, p, o);
};
const oneOf = (values: readonly string[]): Check => (v, p, o) => {
  if (typeof v !== 'string' || !values.includes(v)) fail(o, p, `should be one of ${values.join(', ')}`);
};
const scores: Check = (v, p, o) => {
  if (!isObj(v)) return fail(o, p, 'should be six ability scores');
  for (const a of ABILITY_ORDER) int(v[a], `${p}.${a}`, o);
};
const array = (c: Check, max = 10_000): Check => (v, p, o) => {
  if (!Array.isArray(v)) return fail(o, p, 'should be a list');
  if (v.length > max) return fail(o, p, `has ${v.length} entries; at most ${max} are allowed`);
  v.forEach((item, i) => c(item, `${p}[${i}]`, o));
};
const object = (fields: Record<string, Check>): Check => (v, p, o) => {
  if (!isObj(v)) return fail(o, p, 'should be an object');
  for (const [k, c] of Object.entries(fields)) c(v[k], p ? `${p}.${k}` : k, o);
};

const DATA: Check = object({
  concept: str,
  alignment: nullable(oneOf(['lawful', 'neutral', 'chaotic'])),
  appearance: str,
  notes: str,
  rolled: nullable(scores),
  rollMethod: nullable(oneOf(['rolled', 'typed'])),
  rollLog: array(str),
  swap: nullable(object({ from: oneOf(ABILITY_ORDER), to: oneOf(ABILITY_ORDER) })),
  classId: nullable(oneOf(CLASS_IDS)),
  adjustments: scores,
  level: int,
  xp: num,
  hitPoints: object({
    rolls: array(object({ level: int, die: int, con: int, fixed: int, gained: int, source: oneOf(['rolled', 'entered']) }), 100),
    current: int,
  }),
  skills: array(object({ skillId: str, specialty: str, points: int }), 500),
  weaponFeats: array(object({ weaponId: str, proficiency: oneOf(PROFICIENCY_ORDER) }), 500),
  spellbook: array(object({ name: str, level: int })),
  money: object({ gp: num, rolled: nullable(str) }),
  equipment: array(object({ id: str, name: str, costGp: num, weightCn: num, quantity: int })),
  vows: object({ druidic: bool, chivalric: bool }),
});

/** Problems with the payload's shape; empty when it is a DarkDungeonsData. */
export function checkDarkDungeonsShape(data: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  DATA(data, 'data', out);
  return out;
}
