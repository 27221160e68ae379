/**
 * Going up a level as a plan (the Levels table, 002:578-613, and Appendix A, 002:2358-2393): the plan lists every
 * change before anything is applied, applying it takes the player's choices (the two scores of "Increase two by +1";
 * a feat, powers and a path entered by name) and records what it changed (a typed payload and a reverse patch of just
 * those fields), so the last level-up can be undone without touching anything else. The last XP award can be too.
 */
import type { CharacterDocument, HistoryEntry, NewHistoryEntry } from '../../documents/character';
import {
  appendHistory,
  applyReversePatch,
  applyReversePatches,
  findAwardToUndo,
  findLevelUpToUndo,
  xpAddedSince,
  type PatchResult,
  type ReversePatch,
} from '../../documents/history';
import { formatNumber } from '../../text/format';
import type { OrcusLevelUpPayload as LevelUpPayload } from './payloads';
import { ABILITY_ABBREVIATIONS, ABILITY_IDS, type AbilityId } from './data/abilities';
import { MAX_LEVEL, TIER_NAMES, levelBonus, levelRow, tierOf } from './data/levels';
import { POWER_KINDS, POWER_KIND_NAMES, powerSlots, slotText, type PowerKind } from './data/powers';
import type { FeatEntry, OrcusData, PowerEntry } from './character';
import { computedMaxHp, computedMaxRecoveries, deriveWithOverrides } from './rules/derive';
import { finalScores } from './rules/math';
import { featProblems, powerProblems } from './rules/slots';
import { checkOrcusShape } from './shape';
import { keepStateUnder, stateOf } from './health';

type Doc = CharacterDocument<OrcusData>;

/** One change a level brings, with its sentence for the preview. */
export type LevelUpStep =
  | { readonly kind: 'level-bonus'; readonly from: number; readonly to: number; readonly text: string }
  | { readonly kind: 'hit-points'; readonly gained: number | null; readonly text: string }
  | { readonly kind: 'ability-increase'; readonly text: string }
  | { readonly kind: 'all-abilities'; readonly text: string }
  | { readonly kind: 'feat'; readonly text: string }
  | { readonly kind: 'power-slot'; readonly powerKind: PowerKind; readonly added: readonly string[]; readonly removed: readonly string[]; readonly text: string }
  | { readonly kind: 'path'; readonly path: 'prestige' | 'epic'; readonly text: string }
  | { readonly kind: 'tier'; readonly text: string }
  | { readonly kind: 'double-weapon-dice'; readonly text: string };

/** A level-up worked out before it is applied. */
export interface LevelUpPlan {
  readonly fromLevel: number;
  readonly toLevel: number;
  /** The XP the plan was made for: applying it to a character whose XP changed since is refused. */
  readonly xp: number;
  /** True when the XP was short and the level was granted as a GM ruling. */
  readonly forced: boolean;
  readonly steps: readonly LevelUpStep[];
}

/** What the player chooses when applying a plan. */
export interface LevelUpChoices {
  /** The two scores of "Increase two by +1", when the level gives it. */
  readonly increase?: readonly [AbilityId, AbilityId];
  readonly feat?: FeatEntry;
  readonly powers?: readonly PowerEntry[];
  /** The prestige path at 11th or the epic path at 21st, by name. */
  readonly path?: string;
}

/** Counts of slot levels, so "1, 3, 7" → "1, 3, 7, 11 (P)" is read as one added slot. */
function slotDiff(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const rest = [...before];
  const added: string[] = [];
  for (const s of after) {
    const i = rest.indexOf(s);
    if (i >= 0) rest.splice(i, 1);
    else added.push(s);
  }
  return { added, removed: rest };
}

/**
 * Works out the next level. Nothing changes.
 * @throws RangeError at level 30, or when the XP is short and `force` is not set.
 */
export function planLevelUp(doc: Doc, options: { readonly force?: boolean } = {}): LevelUpPlan {
  const d = doc.data;
  if (d.level >= MAX_LEVEL) throw new RangeError('Level 30 is the highest level (002:575).');
  const to = d.level + 1;
  const row = levelRow(to);
  if (!row) throw new RangeError(`Level ${to} is outside the Levels table.`);
  const short = d.xp < row.xp;
  if (short && !options.force) throw new RangeError(`Level ${to} needs ${formatNumber(row.xp)} XP; this character has ${formatNumber(d.xp)} (002:${row.line}).`);
  const steps: LevelUpStep[] = [];
  const lbFrom = levelBonus(d.level);
  const lbTo = levelBonus(to);
  if (lbTo !== lbFrom) steps.push({ kind: 'level-bonus', from: lbFrom, to: lbTo, text: `Level bonus +${lbFrom} → +${lbTo}: defenses, attacks, initiative, ability and skill checks (002:615-620).` });
  const gained = d.class.hpPerLevel;
  steps.push({ kind: 'hit-points', gained, text: gained === null ? 'Hit points: enter your class’s hit points per level (the class is not in the text).' : `Hit points +${gained}, your class’s per-level figure as entered.` });
  if (row.abilityIncrease === 'two') steps.push({ kind: 'ability-increase', text: `Increase two ability scores by +1 each (002:${row.line}).` });
  if (row.abilityIncrease === 'all') steps.push({ kind: 'all-abilities', text: `Every ability score +1 (002:${row.line}).` });
  if (row.feat) steps.push({ kind: 'feat', text: `A new feat (002:${row.line}); feats are not in the text, so enter it by name.` });
  const before = powerSlots(d.level);
  const after = powerSlots(to);
  for (const k of POWER_KINDS) {
    const { added, removed } = slotDiff(before[k].map(slotText), after[k].map(slotText));
    if (added.length === 0 && removed.length === 0) continue;
    const what = removed.length > 0 ? `replace a level-${removed.join(', ')} power with a level-${added.join(', ')} one` : `a new level-${added.join(', ')} power`;
    steps.push({ kind: 'power-slot', powerKind: k, added, removed, text: `${POWER_KIND_NAMES[k]}: ${what} (Appendix A, 002:${2363 + to}).` });
  }
  if (to === 11) steps.push({ kind: 'path', path: 'prestige', text: 'Select a prestige path (002:593); enter its name.' });
  if (to === 21) steps.push({ kind: 'path', path: 'epic', text: 'Select an epic path (002:604); enter its name.' });
  if (tierOf(to) !== tierOf(d.level)) steps.push({ kind: 'tier', text: `The ${TIER_NAMES[tierOf(to)]} tier begins (002:636-638).` });
  if (to === 21) steps.push({ kind: 'double-weapon-dice', text: 'Basic attacks deal 2dW (002:1333, 002:1339).' });
  return { fromLevel: d.level, toLevel: to, xp: d.xp, forced: short, steps };
}

/**
 * The document with new data and one more history entry; reverse data of earlier entries the new one makes impossible
 * to undo is dropped (see appendHistory).
 */
export function withHistory(doc: Doc, data: OrcusData, entry: NewHistoryEntry<OrcusData>): Doc {
  return appendHistory(doc, data, entry);
}

/** "Level 3 → 4; +7 max HP; +1 Str and Con; feat Toughness": the level-up's sentence, from its payload. */
export function describeLevelUp(p: LevelUpPayload): string {
  const parts = [`Level ${p.from} → ${p.to}`];
  if (p.hp && p.hp.gained !== 0) parts.push(`${p.hp.gained > 0 ? '+' : ''}${p.hp.gained} max HP`);
  const raised = (p.increases ?? []).map((id) => (isAbility(id) ? ABILITY_ABBREVIATIONS[id] : id));
  if (raised.length > 0) parts.push(`+1 ${raised.join(' and ')}`);
  if (levelRow(p.to)?.abilityIncrease === 'all') parts.push('+1 to every score');
  if (p.feat !== undefined) parts.push(`feat ${p.feat}`);
  if (p.forced) parts.push('XP short: a GM ruling');
  return parts.join('; ');
}

function isAbility(id: string): id is AbilityId {
  return ABILITY_IDS.some((a) => a === id);
}

/**
 * Applies a plan with the player's choices to a copy: level + 1, the increase recorded, a feat, powers and a path
 * added when given, and the current hit points and recoveries raised by what their maxima gained.
 * @throws RangeError when the plan is stale or a choice breaks the rules.
 */
export function applyLevelUp(doc: Doc, plan: LevelUpPlan, choices: LevelUpChoices, now: string): Doc {
  const d = doc.data;
  if (d.level !== plan.fromLevel || d.xp !== plan.xp) throw new RangeError('The level-up was worked out for another level or XP total; work it out again.');
  const needsIncrease = plan.steps.some((s) => s.kind === 'ability-increase');
  let increases = d.increases;
  if (needsIncrease) {
    const pick = choices.increase;
    if (!pick || pick[0] === pick[1] || !ABILITY_IDS.includes(pick[0]) || !ABILITY_IDS.includes(pick[1])) {
      throw new RangeError(`Level ${plan.toLevel}: choose two different ability scores to increase by +1 (002:585).`);
    }
    increases = [...d.increases.filter((c) => c.level !== plan.toLevel), { level: plan.toLevel, abilities: [pick[0], pick[1]] }];
  } else if (choices.increase) {
    throw new RangeError(`Level ${plan.toLevel} gives no "Increase two by +1".`);
  }
  const feats = choices.feat ? [...d.feats, { ...choices.feat, level: plan.toLevel }] : d.feats;
  if (choices.feat && !plan.steps.some((s) => s.kind === 'feat')) throw new RangeError(`Level ${plan.toLevel} gives no feat.`);
  const pathStep = plan.steps.find((s): s is Extract<LevelUpStep, { kind: 'path' }> => s.kind === 'path');
  const path = choices.path?.trim() ?? '';
  if (path !== '' && !pathStep) throw new RangeError(`Level ${plan.toLevel} selects no path.`);
  let next: OrcusData = {
    ...d,
    level: plan.toLevel,
    increases,
    feats,
    powers: choices.powers ? [...d.powers, ...choices.powers] : d.powers,
    prestigePath: pathStep?.path === 'prestige' && path ? path : d.prestigePath,
    epicPath: pathStep?.path === 'epic' && path ? path : d.epicPath,
  };
  const broken = [...(choices.feat ? featProblems(next.feats, next.level) : []), ...(choices.powers ? powerProblems(next.powers, next.level) : [])];
  if (broken.length > 0) throw new RangeError(broken.join(' '));
  const hpBefore = computedMaxHp(d);
  const hpAfter = computedMaxHp(next);
  const recBefore = computedMaxRecoveries(d);
  const recAfter = computedMaxRecoveries(next);
  const hpGain = hpBefore !== null && hpAfter !== null ? hpAfter - hpBefore : 0;
  const recGain = recBefore !== null && recAfter !== null ? Math.max(0, recAfter - recBefore) : 0;
  // The current hit points rise with the maximum only for a character who is up: the dying, the unconscious and the
  // dead are not healed by a level (002:1443, 002:1458).
  const currentGain = stateOf(d.vitals, hpBefore) === 'up' ? hpGain : 0;
  next = { ...next, vitals: { ...next.vitals, hp: next.vitals.hp + currentGain, recoveries: next.vitals.recoveries + recGain } };
  const payload: LevelUpPayload = {
    from: plan.fromLevel,
    to: plan.toLevel,
    hp: hpBefore !== null && hpAfter !== null ? { gained: hpGain } : null,
    ...(needsIncrease && choices.increase ? { increases: [...choices.increase] } : {}),
    ...(choices.feat ? { feat: choices.feat.name } : {}),
    ...(choices.powers?.length ? { powers: choices.powers.map((p) => p.name) } : {}),
    ...(pathStep && path ? { path } : {}),
    ...(plan.forced ? { forced: { xp: d.xp } } : {}),
  };
  // Undo puts back only what the level changed; current hit points and recoveries move back by what they gained, so
  // damage taken since is kept.
  const set: Partial<OrcusData> = {
    level: d.level,
    ...(next.increases !== d.increases ? { increases: d.increases } : {}),
    ...(next.feats !== d.feats ? { feats: d.feats } : {}),
    ...(next.powers !== d.powers ? { powers: d.powers } : {}),
    ...(next.prestigePath !== d.prestigePath ? { prestigePath: d.prestigePath } : {}),
    ...(next.epicPath !== d.epicPath ? { epicPath: d.epicPath } : {}),
  };
  const add: Record<string, number> = {};
  if (currentGain !== 0) add['vitals.hp'] = currentGain;
  if (recGain !== 0) add['vitals.recoveries'] = recGain;
  const undo: ReversePatch<OrcusData> = { set, ...(Object.keys(add).length ? { add } : {}) };
  return withHistory(doc, next, { kind: 'level-up', at: now, summary: describeLevelUp(payload), dice: [], payload, undo });
}

/** The two highest final scores (ties in the book's order): the choice `advance` makes for "Increase two by +1". */
export function simplestIncrease(data: OrcusData): [AbilityId, AbilityId] {
  const scores = finalScores(data);
  const ranked = [...ABILITY_IDS].sort((a, b) => (scores ? scores[b] - scores[a] : 0) || ABILITY_IDS.indexOf(a) - ABILITY_IDS.indexOf(b));
  return [ranked[0] ?? 'str', ranked[1] ?? 'con'];
}

/** Whether the last level-up can be undone: the data undo would leave, with the XP awarded since kept. */
export type UndoCheck = { readonly ok: true; readonly entry: HistoryEntry<OrcusData>; readonly restored: OrcusData; readonly xpKept: number } | { readonly ok: false; readonly reason: string };

function isOrcusData(value: unknown): value is OrcusData {
  return checkOrcusShape(value).length === 0;
}

/** The patched data when it still has the Orcus shape (a damaged import is refused here, not saved). */
function patched(result: PatchResult): { ok: true; data: OrcusData } | { ok: false; reason: string } {
  if (!result.ok) return { ok: false, reason: `The change cannot be undone: ${result.reason.charAt(0).toLowerCase()}${result.reason.slice(1)}` };
  const data: unknown = result.data;
  return isOrcusData(data) ? { ok: true, data } : { ok: false, reason: 'The change cannot be undone: what it kept no longer fits the character.' };
}

/**
 * Only the most recent level-up can be undone, and only once; XP awards made since do not block it (it does not touch
 * XP). An edit since blocks it when it touched what the undo puts back or does not say what it touched.
 */
export function checkUndoLastLevelUp(doc: Doc): UndoCheck {
  const target = findLevelUpToUndo(doc.history);
  if (!target.ok) return target;
  const result = patched(applyReversePatches(doc.data, target.patches));
  if (!result.ok) return result;
  const index = doc.history.findIndex((h) => h.id === target.entry.id);
  // The hit points the level gave go back with it, but an undo never knocks a character out or kills one.
  const restored = keepStateUnder(result.data, computedMaxHp(result.data));
  return { ok: true, entry: target.entry, restored, xpKept: xpAddedSince(doc.history, index) };
}

/** Takes back what the last level-up changed (everything since kept) and records a 'restore' entry. */
export function undoLastLevelUp(doc: Doc, now: string): Doc {
  const check = checkUndoLastLevelUp(doc);
  if (!check.ok) throw new RangeError(check.reason);
  const kept = check.xpKept > 0 ? `; the ${formatNumber(check.xpKept)} XP awarded since is kept` : '';
  return withHistory(doc, check.restored, { kind: 'restore', at: now, summary: `Undid “${check.entry.summary}”${kept}`, dice: [], payload: { undid: check.entry.id, what: 'level-up' } });
}

/** Whether the last XP award can be undone: the data undo would leave and the XP it takes off. */
export type XpUndoCheck = { readonly ok: true; readonly entry: HistoryEntry<OrcusData>; readonly restored: OrcusData; readonly xp: number } | { readonly ok: false; readonly reason: string };

/** Only the most recent award can be undone, once; refused when a level taken since needed its XP. */
export function checkUndoXp(doc: Doc): XpUndoCheck {
  const target = findAwardToUndo(doc.history);
  if (!target.ok) return target;
  const xp = doc.data.xp - target.xp;
  if (xp < 0) return { ok: false, reason: `The character has ${formatNumber(doc.data.xp)} XP, less than the ${formatNumber(target.xp)} the award added, so it cannot be taken back.` };
  const need = levelRow(doc.data.level)?.xp;
  if (target.levelUpsSince > 0 && need !== undefined && xp < need) {
    return {
      ok: false,
      reason: `Level ${doc.data.level} was taken since with this XP: without the award's ${formatNumber(target.xp)} XP the character would have ${formatNumber(xp)}, short of the ${formatNumber(need)} level ${doc.data.level} needs. Undo the level-up first.`,
    };
  }
  const result = patched(applyReversePatch(doc.data, target.entry.undo));
  return result.ok ? { ok: true, entry: target.entry, restored: result.data, xp: target.xp } : result;
}

/** Takes back the XP the last award added (everything else since kept) and records a 'restore' entry. */
export function undoXpAward(doc: Doc, now: string): Doc {
  const check = checkUndoXp(doc);
  if (!check.ok) throw new RangeError(check.reason);
  return withHistory(doc, check.restored, {
    kind: 'restore',
    at: now,
    summary: `Undid “${check.entry.summary}”; XP back to ${formatNumber(check.restored.xp)}`,
    dice: [],
    payload: { undid: check.entry.id, what: 'xp' },
  });
}

/** One derived value a level-up changes, before and after, for the preview. */
export interface LevelUpChange {
  readonly id: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
  readonly explanation: string;
}

/**
 * The plan applied to a copy with the choices made so far: every derived value that changes (overrides applied), or
 * why it cannot be applied yet (a missing choice, a power above its slot) in one sentence. Nothing changes.
 */
export function previewLevelUp(doc: Doc, plan: LevelUpPlan, choices: LevelUpChoices, now: string): { readonly changes: readonly LevelUpChange[]; readonly problem: string | null } {
  let after: Doc;
  try {
    after = applyLevelUp(doc, plan, choices, now);
  } catch (error) {
    if (error instanceof RangeError) return { changes: [], problem: error.message };
    throw error;
  }
  const was = new Map(deriveWithOverrides(doc).map((v) => [v.id, String(v.value)]));
  const changes = deriveWithOverrides(after)
    .filter((v) => was.get(v.id) !== String(v.value))
    .map((v) => ({ id: v.id, label: v.label, before: was.get(v.id) ?? '—', after: String(v.value), explanation: v.explanation }));
  return { changes, problem: null };
}
