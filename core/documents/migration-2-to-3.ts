/**
 * Schema 2 → 3: history entries stop keeping a whole copy of the character (`before`). This step is shipped with
 * schema 3 and, like every migration, never edited afterwards; it reads data exactly as schema 2 wrote it, so the
 * figures it relies on (the sentences the schema-2 engines wrote, Table 6-1's weapon names then) are frozen here.
 *
 * - Reverse data is kept only where the change can still be undone: the last level-up (with the trainings after it)
 *   when nothing since blocks its undo, and the last XP award. Each becomes a reverse patch of just the fields that
 *   change altered, worked out by comparing the copy it kept with the data just after it (the next entry's copy, or
 *   the character itself for the last entry), field by field for the fields that kind of change can touch. Numbers
 *   that play also moves (current hit points, gold) are not compared: the amount comes from the change itself (the
 *   hit-point roll, the fee in the training's sentence). Where that cannot be worked out, nothing is kept, with a note.
 * - Every other copy is dropped: only the most recent level-up and XP award can be undone.
 * - A Dark Dungeons training keeps what later courses need (the weapon by id, the outcome) as a typed payload, read
 *   once from the sentence schema 2 wrote.
 * Pure and total: any JSON comes out as JSON, and what it does not recognise it leaves as it is.
 */

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

/** An Orcus level-up's reverse patch (the maximum's gain read from the schema-2 sentence), or null. */
function orcusLevelUp(before: Raw, after: Raw, summary: unknown): Raw | null {
  const level = before['level'];
  if (!finite(level) || after['level'] !== level + 1) return null;
  const hp = typeof summary === 'string' ? /; ([+-]?\d+) max HP/.exec(summary)?.[1] : undefined;
  return {
    set: { level, ...changed(before, after, ['increases', 'feats', 'powers', 'prestigePath', 'epicPath']) },
    ...(hp !== undefined && Number(hp) !== 0 ? { add: { 'vitals.hp': Number(hp) } } : {}),
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

/** Upgrades one schema-2 character to schema 3; notes say what could not be kept. */
export function historyToSchema3(doc: Raw, notes?: string[]): Raw {
  const history = doc['history'];
  if (!Array.isArray(history)) return { ...doc, schemaVersion: 3 };
  const system = doc['system'];
  const data = doc['data'];
  const kindAt = (i: number): unknown => {
    const e: unknown = history[i];
    return isRecord(e) ? e['kind'] : undefined;
  };
  const lastOf = (kind: string): number => {
    for (let i = history.length - 1; i >= 0; i--) if (kindAt(i) === kind) return i;
    return -1;
  };
  // The entries whose undo schema 3 still allows; everything else loses its copy.
  const levelUp = lastOf('level-up');
  const blocked = history.slice(levelUp + 1).some((_, j) => ['restore', 'edit', 'created'].includes(String(kindAt(levelUp + 1 + j))));
  const undoable = new Set<number>();
  if (levelUp >= 0 && !blocked) {
    undoable.add(levelUp);
    history.forEach((_, i) => {
      if (i > levelUp && kindAt(i) === 'training') undoable.add(i);
    });
  }
  const award = lastOf('xp');
  if (award >= 0) undoable.add(award);

  let dropped = 0;
  const entries = history.map((raw: unknown, i): unknown => {
    if (!isRecord(raw)) return raw;
    const { before, ...entry } = raw;
    const training = system === 'dark-dungeons' && entry['kind'] === 'training' ? readTraining(entry['summary']) : null;
    const out: Raw = training?.payload && entry['payload'] === undefined ? { ...entry, payload: training.payload } : entry;
    if (before === undefined) return out;
    if (!undoable.has(i)) {
      dropped++;
      return out;
    }
    const next: unknown = history[i + 1];
    const after = i === history.length - 1 ? data : isRecord(next) ? next['before'] : undefined;
    let undo: Raw | null = null;
    if (isRecord(before) && isRecord(after)) {
      const kind = entry['kind'];
      if (kind === 'xp' && (system === 'dark-dungeons' || system === 'orcus')) undo = xpAward(before, after);
      else if (kind === 'level-up' && system === 'dark-dungeons') undo = darkDungeonsLevelUp(before, after);
      else if (kind === 'level-up' && system === 'orcus') undo = orcusLevelUp(before, after, entry['summary']);
      else if (kind === 'training' && system === 'dark-dungeons') undo = darkDungeonsTraining(before, after, training);
    }
    if (!undo) {
      notes?.push(`History entry ${i + 1}: what that change altered could not be worked out from the copy it kept, so it can no longer be undone.`);
      return out;
    }
    if (system === 'orcus' && entry['kind'] === 'level-up') {
      notes?.push(`History entry ${i + 1}: undoing that level-up will leave current recoveries as they are (the file did not keep what it added).`);
    }
    return { ...out, undo };
  });
  if (dropped > 0) {
    notes?.push(
      `${dropped === 1 ? 'One history entry' : `${dropped} history entries`} kept a whole copy of the character; ` +
        `${dropped === 1 ? 'it was' : 'they were'} dropped, as only the last level-up and XP award can be undone.`,
    );
  }
  return { ...doc, history: entries, schemaVersion: 3 };
}
