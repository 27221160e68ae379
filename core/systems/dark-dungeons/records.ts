/**
 * Dark Dungeons' records: the version of its data with the steps that migrate older ones, its parts of history
 * payloads (core/systems/dark-dungeons/payloads.ts) and its part of the envelope's schema 2 → 3 step, frozen with that
 * step (core/documents/migration-2-to-3.ts runs it; nothing here is ever edited once shipped, see the fingerprint in
 * core/documents/migrations.test.ts).
 *
 * The schema-2 part reads data exactly as schema 2 wrote it, so the figures it relies on (the sentences the schema-2
 * engine wrote, Table 6-1's weapon names then) are frozen here: a level-up's reverse patch from the copies either side
 * of it (one level gained with one hit-point roll), a training's from its sentence (the fee) and the feats it changed,
 * an XP award's from the XP it added. Numbers play also moves (current hit points, gold) are not compared: the amount
 * comes from the change itself (the hit-point roll, the fee in the training's sentence).
 */
import type { LegacySchema3, SystemRecords } from '../types';
import { checkDarkDungeonsPayload } from './payloads';
import { DARK_DUNGEONS_DATA_MIGRATIONS, DARK_DUNGEONS_DATA_VERSION } from './data-migrations';

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same(a[k], b[k]));
  }
  return false;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Table 6-1's weapon names as schema 2 wrote them in training sentences, with their ids. */
const SCHEMA2_WEAPONS: Readonly<Record<string, string>> = {
  'Axe, Hand': 'axe-hand',
  Blackjack: 'blackjack',
  Club: 'club',
  Cestus: 'cestus',
  Dagger: 'dagger',
  'Hammer, Throwing': 'hammer-throwing',
  'Hammer, War': 'hammer-war',
  Javelin: 'javelin',
  Lance: 'lance',
  Mace: 'mace',
  Net: 'net',
  Spear: 'spear',
  'Sword, Bastard (One Handed)': 'sword-bastard-one-handed',
  'Sword, Normal': 'sword-normal',
  'Sword, Short': 'sword-short',
  Trident: 'trident',
  'Unarmed Strike': 'unarmed-strike',
  Whip: 'whip',
  'Axe, Battle': 'axe-battle',
  Halberd: 'halberd',
  Pike: 'pike',
  Poleaxe: 'poleaxe',
  Staff: 'staff',
  'Sword, Bastard (Two Handed)': 'sword-bastard-two-handed',
  'Sword, Two-Handed': 'sword-two-handed',
  'Shield, Horned': 'shield-horned',
  'Shield, Knife': 'shield-knife',
  'Shield, Sword': 'shield-sword',
  'Shield, Tusked': 'shield-tusked',
  'Blowgun, Large': 'blowgun-large',
  'Blowgun, Small': 'blowgun-small',
  Bolas: 'bolas',
  'Bow, Long': 'bow-long',
  'Bow, Short': 'bow-short',
  'Crossbow, Heavy': 'crossbow-heavy',
  'Crossbow, Light': 'crossbow-light',
  Pistol: 'pistol',
  Sling: 'sling',
  Smoothbore: 'smoothbore',
};

/** Proficiency letters by Table 11-1's names, in the order training climbs them. */
const LADDER: readonly (readonly [string, string])[] = [
  ['Non-Proficient', 'N'],
  ['Basic', 'B'],
  ['Skilled', 'S'],
  ['Expert', 'E'],
  ['Master', 'M'],
  ['Grandmaster', 'G'],
];
const letter = (name: string): string | undefined => LADDER.find(([n]) => n === name)?.[1];

/** The schema-2 training sentence (level-up/training.ts as it was): every figure of the course. */
const TRAINING = /^Training: (.+) to (Basic|Skilled|Expert|Master|Grandmaster) under an? (Basic|Skilled|Expert|Master|Grandmaster) trainer: d% (\d+) vs (\d+)%, (.+); paid ([\d,]+) gp for (\d+) weeks?$/;

interface LegacyTraining {
  readonly payload: Raw | null;
  readonly fee: number;
}

/** A schema-2 training sentence read into a payload (null when the weapon's name is not one Table 6-1 had). */
function readTraining(summary: unknown): LegacyTraining | null {
  if (typeof summary !== 'string') return null;
  const m = TRAINING.exec(summary);
  if (!m) return null;
  const [, weapon = '', toName = '', trainerName = '', roll = '', chance = '', outcome = '', fee = '', weeks = ''] = m;
  const to = letter(toName);
  const trainer = letter(trainerName);
  const rung = LADDER.findIndex(([n]) => n === toName);
  const from = LADDER[rung - 1]?.[1];
  const paid = Number(fee.replaceAll(',', ''));
  const weaponId = SCHEMA2_WEAPONS[weapon];
  if (!to || !trainer || !from || !Number.isFinite(paid)) return null;
  const payload = weaponId
    ? {
        weaponId,
        to,
        trainer,
        roll: Number(roll),
        chance: Number(chance),
        outcome: outcome.startsWith('success') ? 'success' : outcome.includes('course completed') ? 'completed-failed' : 'quit',
        fee: paid,
        weeks: Number(weeks),
      }
    : null;
  return { payload, fee: paid };
}

/** The number at a dotted path, or undefined. */
function numberAt(root: Raw, path: readonly string[]): number | undefined {
  let here: unknown = root;
  for (const key of path) here = isRecord(here) ? here[key] : undefined;
  return finite(here) ? here : undefined;
}

/** `set` entries for the top-level fields that differ between before and after. */
function changed(before: Raw, after: Raw, fields: readonly string[]): Raw {
  return Object.fromEntries(fields.filter((f) => !same(before[f], after[f])).map((f) => [f, before[f] ?? null]));
}

/** A Dark Dungeons level-up's reverse patch, or null when the copies do not show one level gained with one roll. */
function darkDungeonsLevelUp(before: Raw, after: Raw): Raw | null {
  const level = before['level'];
  const hpBefore = before['hitPoints'];
  const hpAfter = after['hitPoints'];
  if (!finite(level) || after['level'] !== level + 1 || !isRecord(hpBefore) || !isRecord(hpAfter)) return null;
  const rolls = hpBefore['rolls'];
  const rollsAfter = hpAfter['rolls'];
  if (!Array.isArray(rolls) || !Array.isArray(rollsAfter) || rollsAfter.length !== rolls.length + 1) return null;
  if (!rolls.every((r, i) => same(r, rollsAfter[i]))) return null;
  const roll: unknown = rollsAfter[rolls.length];
  const gained = isRecord(roll) ? roll['gained'] : undefined;
  if (!finite(gained)) return null;
  return {
    set: { level, ...changed(before, after, ['skills', 'vows']) },
    truncate: { 'hitPoints.rolls': rolls.length },
    add: { 'hitPoints.current': gained },
  };
}

/** An XP award's reverse patch: the XP it added. */
function xpAward(before: Raw, after: Raw): Raw | null {
  const from = numberAt(before, ['xp']);
  const to = numberAt(after, ['xp']);
  return from !== undefined && to !== undefined && to >= from ? { add: { xp: to - from } } : null;
}

/** A Dark Dungeons training's reverse patch: the fee back, the feats as they were when the course changed them. */
function darkDungeonsTraining(before: Raw, after: Raw, legacy: LegacyTraining | null): Raw | null {
  if (!legacy) return null;
  const feats = changed(before, after, ['weaponFeats']);
  return { add: { 'money.gp': -legacy.fee }, ...(Object.keys(feats).length ? { set: feats } : {}) };
}

/** Dark Dungeons' part of the schema 2 → 3 step. */
export const DARK_DUNGEONS_SCHEMA3: LegacySchema3 = {
  payloadFromSummary: (kind, summary) => (kind === 'training' ? (readTraining(summary)?.payload ?? null) : null),
  reversePatch(kind, before, after, summary) {
    if (kind === 'xp') return xpAward(before, after);
    if (kind === 'level-up') return darkDungeonsLevelUp(before, after);
    if (kind === 'training') return darkDungeonsTraining(before, after, readTraining(summary));
    return null;
  },
  undoNote: () => null,
};

/** What Dark Dungeons keeps of its own records (wired into the system as `records`). */
export const DARK_DUNGEONS_RECORDS: SystemRecords = {
  dataVersion: DARK_DUNGEONS_DATA_VERSION,
  migrations: DARK_DUNGEONS_DATA_MIGRATIONS,
  schema3: DARK_DUNGEONS_SCHEMA3,
  checkPayload: checkDarkDungeonsPayload,
};
