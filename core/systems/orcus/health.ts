/**
 * Hit points in play and the health state they leave a character in (Healing, 002:1440-1478; Resting, 002:1953-1962):
 * damage through temporary hit points, staggered, dying with its death saving throws, stable, knocked out, dead;
 * healing, recoveries, temporary hit points, First Aid, rests and action points. Each function is pure: it takes the
 * payload and the maxima (overrides applied) and returns the new payload with the rules' words, each with its line,
 * or the refusal in one sentence.
 *
 * Decisions where the text is open or contradicts itself:
 * - When the death save is made: "Whenever you start your turn with 0 hit points or below" (002:1460, the section on
 *   death saves) is followed; the Dying condition's summary says "at the end of each of your turns" (002:1504).
 * - "You can spend a recovery" on a 20 (002:1462): always spent (nobody would rather stay dying).
 * - Damage to a stable or knocked-out creature at 0 or below makes it dying again: it is damage that "reduces you to 0
 *   hit points or below" (002:1458), and only First Aid stops death saves (002:1426).
 * - Knocking out (002:1471) leaves the creature at 0 hit points even when the blow would have killed it: the attacker
 *   chooses "rather than deal a killing blow".
 */
import { formatNumber } from '../../text/format';
import type { HealthState, OrcusData, OrcusVitals } from './character';
import { recoveryValue, staggeredValue } from './combat';

/** Every health state, for checks of untrusted data. */
export const HEALTH_STATES: readonly HealthState[] = ['up', 'dying', 'stable', 'knocked-out', 'dead'];

/** The rules' word for each state below "up" (above 0 hit points the word is "Staggered" or none, 002:1449). */
export const STATE_WORDS: Readonly<Record<Exclude<HealthState, 'up'>, string>> = { dying: 'Dying', stable: 'Stable', 'knocked-out': 'Knocked out', dead: 'Dead' };

/** What a step of play did: the payload after it and the rules' words; `fell` says the creature fell unconscious. */
export type HealthStep =
  | { readonly data: OrcusData; readonly words: readonly string[]; readonly fell?: boolean }
  | { readonly problem: string; readonly input?: string };

const DEAD_NO_HEALING = 'A creature that has died can’t regain hit points until magic restores it to life (002:1443).';

/**
 * The state of a payload saved before version 2, read from its hit points the way that version showed it: dead at the
 * third failed death save or at minus the staggered value (002:1456, 002:1461), dying at 0 or below, up otherwise (and
 * up while the maximum is not known: a draft).
 */
export function stateFromHitPoints(hp: number, failures: number, maxHp: number | null): HealthState {
  if (failures >= 3) return 'dead';
  if (maxHp === null || maxHp <= 0) return 'up';
  if (hp <= -staggeredValue(maxHp)) return 'dead';
  return hp > 0 ? 'up' : 'dying';
}

/** The health state kept on the character; a payload not yet migrated to version 2 has none, so it is read from its hit points. */
export function stateOf(vitals: OrcusVitals, maxHp: number | null): HealthState {
  const kept: unknown = (vitals as Partial<OrcusVitals>).state;
  return HEALTH_STATES.find((s) => s === kept) ?? stateFromHitPoints(vitals.hp, vitals.deathSaveFailures, maxHp);
}

/** True while the creature is unconscious at 0 hit points or below (dying, stable or knocked out). */
export function isDown(state: HealthState): boolean {
  return state === 'dying' || state === 'stable' || state === 'knocked-out';
}

function withVitals(data: OrcusData, patch: Partial<OrcusVitals>): OrcusData {
  return { ...data, vitals: { ...data.vitals, ...patch } };
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * Damage: temporary hit points first (002:1474), then hit points, which may fall below 0 (002:1210). At minus the
 * staggered value or worse the creature dies (002:1456); otherwise at 0 or below it falls unconscious and prone and is
 * dying (002:1458, 002:1557). With `knockOut` the attacker knocks it out instead as the damage drops it to 0 (002:1471).
 */
export function takeDamage(data: OrcusData, amount: number, maxHp: number, knockOut = false): HealthStep {
  if (!Number.isInteger(amount) || amount < 0) return { problem: 'Damage is a whole number of 0 or more.', input: 'amount' };
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead') return { problem: 'Already dead: more damage changes nothing (002:1443).' };
  const before = data.vitals.hp;
  if (knockOut && before <= 0) return { problem: `The choice to knock a creature out is made as the damage drops it to 0 hit points (002:1471); it is already at ${formatNumber(before)}.`, input: 'knockOut' };
  const absorbed = Math.min(data.vitals.tempHp, amount);
  const words: string[] = [];
  if (absorbed > 0) words.push(`${plural(absorbed, 'point', 'points')} of the damage ${absorbed === 1 ? 'is' : 'are'} taken by temporary hit points (002:1474).`);
  const tempHp = data.vitals.tempHp - absorbed;
  const stagger = staggeredValue(maxHp);
  let hp = before - (amount - absorbed);
  if (hp > 0) {
    if (knockOut) words.push(`${formatNumber(hp)} hit points are left: not down to 0, so nobody is knocked out (002:1471).`);
    if (hp <= stagger && before > stagger) words.push(`Staggered: ${formatNumber(hp)} HP is half the maximum or fewer (002:1449).`);
    return { data: withVitals(data, { hp, tempHp }), words };
  }
  if (knockOut) {
    words.push('Knocked out instead of killed: unconscious and prone at 0 hit points; it heals 1 hit point after a short rest (002:1471, 002:1557).');
    return { data: withVitals(data, { hp: 0, tempHp, state: 'knocked-out' }), words, fell: true };
  }
  if (hp <= -stagger) {
    if (hp < -stagger) words.push(`Hit points stop at −${formatNumber(stagger)}; the ${formatNumber(-stagger - hp)} damage beyond is ignored.`);
    hp = -stagger;
    words.push(`Dead: damage to minus the staggered value (${formatNumber(stagger)}) or worse kills (002:1456).`);
    return { data: withVitals(data, { hp, tempHp, state: 'dead' }), words };
  }
  if (state === 'up') words.push('At 0 hit points or below: unconscious and prone, and dying; a death saving throw at the start of each turn (002:1458-1460, 002:1557).');
  else if (state !== 'dying') words.push('Damage at 0 hit points or below: dying again, with a death saving throw at the start of each turn (002:1458-1460).');
  return { data: withVitals(data, { hp, tempHp, state: 'dying' }), words, ...(state === 'up' ? { fell: true } : {}) };
}

/**
 * Healing: added to the hit points, from 0 when below it (002:1453-1454), never above the maximum, the rest lost
 * (002:1442); any hit points regained end unconsciousness (002:1458). It does not restore temporary hit points (002:1476).
 */
export function heal(data: OrcusData, amount: number, maxHp: number): HealthStep {
  if (!Number.isInteger(amount) || amount < 1) return { problem: 'Healing is a whole number of 1 or more.', input: 'amount' };
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead') return { problem: DEAD_NO_HEALING };
  const before = data.vitals.hp;
  if (state === 'up' && before >= maxHp) return { problem: `Hit points are already at the maximum, ${formatNumber(maxHp)}.` };
  const from = Math.max(0, before);
  const hp = Math.min(maxHp, from + amount);
  const words: string[] = [];
  if (before < 0) words.push(`Healing at ${formatNumber(before)} HP starts from 0 (002:1453).`);
  const ignored = from + amount - hp;
  if (ignored > 0) words.push(`Healing stops at the maximum, ${formatNumber(maxHp)} hit points; the ${formatNumber(ignored)} beyond it ${ignored === 1 ? 'is' : 'are'} ignored (002:1442).`);
  if (state !== 'up') words.push('Conscious again: regaining any hit points ends the unconsciousness (002:1458); still prone until standing up.');
  return { data: withVitals(data, { hp, state: 'up' }), words };
}

/**
 * Temporary hit points gained. They never add up: the creature keeps the ones it has or takes the new ones (002:1476);
 * `keep` "higher" keeps the larger. At 0 hit points they do not wake or stabilise it (002:1477).
 */
export function gainTemporary(data: OrcusData, amount: number, keep: 'higher' | 'new', maxHp: number | null): HealthStep {
  if (!Number.isInteger(amount) || amount < 0) return { problem: 'Temporary hit points are a whole number of 0 or more.', input: 'amount' };
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead') return { problem: 'The dead gain no temporary hit points (002:1443).' };
  const had = data.vitals.tempHp;
  const tempHp = keep === 'higher' ? Math.max(had, amount) : amount;
  const words = [
    had > 0 ? `They do not add up: ${formatNumber(had)} held and ${formatNumber(amount)} gained leave ${formatNumber(tempHp)} (002:1476).` : 'Lost first when damaged; they last until used up or a short rest (002:1474, 002:1478).',
    ...(isDown(state) ? ['Temporary hit points do not restore consciousness or stabilise a creature at 0 hit points (002:1477).'] : []),
  ];
  return { data: withVitals(data, { tempHp }), words };
}

/**
 * Spends a recovery to regain the recovery value, a quarter of the maximum (002:1446-1447). A dying creature with no
 * recovery left goes to 1 hit point instead (002:1463).
 */
export function spendRecovery(data: OrcusData, maxHp: number): HealthStep {
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead') return { problem: DEAD_NO_HEALING };
  if (data.vitals.recoveries <= 0) {
    if (!isDown(state)) return { problem: 'No recoveries are left until the next long rest (002:2311).' };
    return { data: withVitals(data, { hp: 1, state: 'up' }), words: ['No recoveries left: a dying creature’s hit points are set to 1 instead (002:1463).'] };
  }
  const value = recoveryValue(maxHp);
  const healed = heal(withVitals(data, { recoveries: data.vitals.recoveries - 1 }), value, maxHp);
  if ('problem' in healed) return state === 'up' ? { problem: `${healed.problem} A recovery would heal nothing.` } : healed;
  return { ...healed, words: [`A recovery heals ${formatNumber(value)}, one-quarter of ${formatNumber(maxHp)} (002:1447); ${plural(data.vitals.recoveries - 1, 'recovery', 'recoveries')} left.`, ...healed.words] };
}

/** Why a creature in `state` makes no death saving throw now, or null while it is dying. */
export function noDeathSave(state: HealthState): string | null {
  if (state === 'up') return 'Death saving throws are made only at 0 hit points or below (002:1460).';
  if (state === 'stable') return 'Stable: a stable character stops making death saving throws (002:1426).';
  if (state === 'knocked-out') return 'Knocked out, not dying: no death saving throws (002:1471).';
  if (state === 'dead') return 'Dead: the dead make no death saving throws.';
  return null;
}

/**
 * A death saving throw (002:1460-1463): the d20 with the bonuses of powers and features. 10 or more succeeds and
 * changes nothing; 20 or more spends a recovery and sets the hit points to the recovery value (or to 1 with none left),
 * conscious but still prone; below 10 fails, and the third failure kills.
 */
export function deathSave(data: OrcusData, die: number, bonus: number, maxHp: number): HealthStep {
  const state = stateOf(data.vitals, maxHp);
  const refused = noDeathSave(state);
  if (refused) return { problem: refused };
  const total = die + bonus;
  if (total >= 20) {
    const left = data.vitals.recoveries;
    const hp = left > 0 ? recoveryValue(maxHp) : 1;
    const words = left > 0 ? [`${formatNumber(total)}: 20 or higher, a recovery is spent and hit points are set to the recovery value, ${formatNumber(hp)}; conscious again, still prone (002:1462).`] : [`${formatNumber(total)}: 20 or higher, but no recovery is left, so hit points are set to 1; conscious again, still prone (002:1462-1463).`];
    return { data: withVitals(data, { hp, recoveries: Math.max(0, left - 1), state: 'up' }), words };
  }
  if (total >= 10) return { data, words: [`${formatNumber(total)}: 10 or higher, a success; no change (002:1461).`] };
  const failures = Math.min(3, data.vitals.deathSaveFailures + 1);
  if (failures >= 3) return { data: withVitals(data, { deathSaveFailures: 3, state: 'dead' }), words: [`${formatNumber(total)}: a failure, the third; the character dies (002:1461).`] };
  return { data: withVitals(data, { deathSaveFailures: failures }), words: [`${formatNumber(total)}: a failure, ${formatNumber(failures)} of 3; the third kills, and they need not be in a row (002:1461).`] };
}

/** The DC of the Heal check that stabilises a dying character (Treat Ally, First Aid, 002:1426). */
export const FIRST_AID_DC = 15;

/** Why First Aid does nothing for a creature in `state`, or null while it is dying. */
export function noFirstAid(state: HealthState): string | null {
  if (state === 'dying') return null;
  return state === 'dead' ? 'Dead: First Aid stabilises only the dying.' : 'First Aid stabilises a dying character (002:1426); this one is not dying.';
}

/** First Aid by an adjacent ally (002:1426): a Heal check of 15 or more makes a dying character stable. */
export function firstAid(data: OrcusData, die: number, bonus: number, maxHp: number): HealthStep {
  const refused = noFirstAid(stateOf(data.vitals, maxHp));
  if (refused) return { problem: refused };
  const total = die + bonus;
  if (total < FIRST_AID_DC) return { data, words: [`Heal check ${formatNumber(total)} against DC ${FIRST_AID_DC}: it fails; still dying (002:1426).`] };
  return { data: withVitals(data, { state: 'stable' }), words: [`Heal check ${formatNumber(total)} against DC ${FIRST_AID_DC}: stabilised; no more death saving throws, still unconscious (002:1426).`] };
}

/**
 * The dead brought back by magic, such as a revivify spell (002:1440, 002:1443). The text has no such spell, so the
 * hit points it leaves are typed; the death-save failures are cleared.
 */
export function restoreToLife(data: OrcusData, hp: number, maxHp: number): HealthStep {
  if (stateOf(data.vitals, maxHp) !== 'dead') return { problem: 'Only the dead are restored to life.' };
  if (!Number.isInteger(hp) || hp < 1 || hp > maxHp) return { problem: `The hit points the magic leaves are a whole number from 1 to the maximum, ${formatNumber(maxHp)}.`, input: 'hp' };
  return {
    data: withVitals(data, { hp, tempHp: 0, deathSaveFailures: 0, state: 'up' }),
    words: [`Restored to life by magic with ${plural(hp, 'hit point', 'hit points')} (002:1440, 002:1443); the spell is not in the text, so its figure is the one typed.`],
  };
}

/**
 * A short rest, at least five minutes (002:1957): death-save failures reset (002:1461), temporary hit points end
 * (002:1478), encounter powers come back (002:910); a knocked-out creature heals 1 hit point (002:1471). The dying stay
 * dying: a rest heals nothing by itself (recoveries may be spent, see `time.ts`). The dead do not rest.
 */
export function shortRest(data: OrcusData, maxHp: number | null): HealthStep {
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead') return { problem: 'The dead do not rest; only magic restores them to life (002:1443).' };
  const rested = withVitals(data, { deathSaveFailures: 0, tempHp: 0 });
  const words = ['Death-save failures reset and temporary hit points end (002:1461, 002:1478); encounter powers are usable again (002:910).'];
  if (state === 'knocked-out') return { data: withVitals(rested, { hp: Math.max(1, data.vitals.hp), state: 'up' }), words: [...words, 'Knocked out: it heals 1 hit point and comes to (002:1471).'] };
  if (state === 'dying' || state === 'stable') words.push(`Still at ${formatNumber(data.vitals.hp)} hit points and unconscious: a rest does not heal by itself; spend a recovery or heal (002:1446, 002:1458).`);
  return { data: rested, words };
}

/**
 * A long rest, at least six hours, one in 24 hours (002:1959-1960): hit points and recoveries to the maximum, daily
 * powers back (002:2311), action points reset to 1 (002:1119). The dying and the unconscious are healed by it
 * (002:2311: "characters heal to maximum HP"); the dead are not (002:1443).
 */
export function longRest(data: OrcusData, maxHp: number, maxRecoveries: number): HealthStep {
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead') return { problem: 'The dead do not rest; only magic restores them to life (002:1443).' };
  return {
    data: withVitals(data, { hp: maxHp, tempHp: 0, recoveries: maxRecoveries, deathSaveFailures: 0, actionPoints: 1, state: 'up' }),
    words: [`Hit points to ${formatNumber(maxHp)} and recoveries to ${formatNumber(maxRecoveries)}; daily powers are usable again (002:2311); action points reset to 1 (002:1119).`],
  };
}

/** An action point spent: one more standard, move or swift action this turn, once per encounter, never in a surprise round (002:1120). */
export function spendActionPoint(data: OrcusData, maxHp: number | null): HealthStep {
  const state = stateOf(data.vitals, maxHp);
  if (state === 'dead' || isDown(state)) return { problem: 'An unconscious or dead creature can’t take any actions (002:1554).' };
  if (data.vitals.actionPoints <= 0) return { problem: 'No action point is left: the next comes after a streak of two encounters or a long rest (002:1119, 002:1961-1962).' };
  const left = data.vitals.actionPoints - 1;
  return { data: withVitals(data, { actionPoints: left }), words: [`One more standard, move or swift action this turn (002:1120); ${plural(left, 'action point', 'action points')} left.`] };
}

/** A streak completed: every two encounters without a long rest give an action point (002:1961-1962, 002:1119). */
export function completeStreak(data: OrcusData, maxHp: number | null): HealthStep {
  if (stateOf(data.vitals, maxHp) === 'dead') return { problem: 'The dead gain no action points.' };
  if (data.vitals.actionPoints >= 100) return { problem: 'Action points run to 100 at most.' };
  const now = data.vitals.actionPoints + 1;
  return { data: withVitals(data, { actionPoints: now }), words: [`A streak: two encounters without a long rest give an action point (002:1961-1962); ${plural(now, 'action point', 'action points')} now.`] };
}

/**
 * Hit points typed on the sheet or set by the combat tracker (and its undo): a correction of the total, not damage,
 * so temporary hit points are untouched. Raising negative hit points heals from 0 (002:1453); the state follows the new
 * total: dead at minus the staggered value (002:1456), down at 0 or below, up above it. Raising a dead creature's hit
 * points is kept as a correction and said so (only magic restores the dead, 002:1443).
 */
export function correctHitPoints(data: OrcusData, value: number, maxHp: number): HealthStep {
  const state = stateOf(data.vitals, maxHp);
  const current = data.vitals.hp;
  const stagger = staggeredValue(maxHp);
  const words: string[] = [];
  let hp = value;
  if (value > current && current < 0 && state !== 'dead') {
    hp = Math.min(maxHp, value - current);
    words.push(`Healing at ${formatNumber(current)} HP starts from 0: ${formatNumber(value - current)} healing leaves ${formatNumber(hp)} (002:1453-1454).`);
  }
  if (hp > maxHp) return { problem: `Healing stops at the maximum, ${formatNumber(maxHp)} hit points (002:1442); override the maximum on the sheet to go above it.` };
  if (hp < -stagger) {
    words.push(`Hit points stop at −${formatNumber(stagger)}: the character is dead (002:1456); the ${formatNumber(-stagger - hp)} damage beyond it is ignored.`);
    hp = -stagger;
  }
  let next: HealthState;
  let failures = data.vitals.deathSaveFailures;
  if (hp <= -stagger) {
    next = 'dead';
    if (state !== 'dead' && value >= -stagger) words.push(`At ${formatNumber(hp)} HP, minus the staggered value or worse, the character dies (002:1456).`);
  } else if (hp > 0) next = 'up';
  else if (state === 'up' || state === 'dead' || hp < current) next = 'dying';
  else next = state;
  if (state === 'dead' && next !== 'dead') {
    failures = Math.min(failures, 2);
    words.push('A dead creature cannot regain hit points until magic restores it to life (002:1443); the change is kept as a correction.');
  }
  if (state === 'up' && next === 'dying') words.push('At 0 HP or below the character falls unconscious and prone, and makes death saving throws (002:1458-1461).');
  return {
    data: withVitals(data, { hp, state: next, deathSaveFailures: failures }),
    words,
    ...(!isDown(state) && isDown(next) ? { fell: true } : {}),
  };
}

/** Death-save failures typed on the sheet: the third is death (002:1461); fewer than three on the dead is a correction. */
export function correctFailures(data: OrcusData, value: number, maxHp: number | null): HealthStep {
  if (!Number.isInteger(value) || value < 0 || value > 3) return { problem: 'Death save failures run from 0 to 3: the third kills (002:1461).' };
  const state = stateOf(data.vitals, maxHp);
  if (value >= 3 && state !== 'dead') return { data: withVitals(data, { deathSaveFailures: 3, state: 'dead' }), words: ['The third failed death saving throw: dead (002:1461).'] };
  if (value < 3 && state === 'dead' && maxHp !== null && data.vitals.hp > -staggeredValue(maxHp)) {
    return { data: withVitals(data, { deathSaveFailures: value, state: data.vitals.hp > 0 ? 'up' : 'dying' }), words: ['Fewer than three failures: not dead; the change is kept as a correction.'] };
  }
  return { data: withVitals(data, { deathSaveFailures: value }), words: [] };
}

/**
 * The hit points after a lower maximum took some of them back (a level-up undone): never so low that the change alone
 * knocks a conscious character out or kills an unconscious one; the state stays what it was.
 */
export function keepStateUnder(data: OrcusData, maxHp: number | null): OrcusData {
  if (maxHp === null) return data;
  const state = stateOf(data.vitals, maxHp);
  const floor = state === 'up' ? 1 : isDown(state) ? 1 - staggeredValue(maxHp) : data.vitals.hp;
  return data.vitals.hp < floor ? withVitals(data, { hp: floor }) : data;
}
