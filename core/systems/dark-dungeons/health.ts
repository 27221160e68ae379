/**
 * Dark Dungeons' health state in play, from supplement §9.6 (lines 884-892): hit points stop at 0 and further damage
 * is ignored; at 0 the character falls unconscious and is dying: at the end of that round and every round after, a
 * save vs death ray, the second at −1, the third at −2 and so on, a failure being death. A successful First Aid check
 * (which may be retried each round, 004:1247) or any magical healing stops the saves. A helpless target struck with an
 * edged weapon falls unconscious and starts dying but loses no hit points (the coup de grâce).
 *
 * The state is kept on the character (`DarkDungeonsData.health`), and every change of the hit points goes through
 * {@link setHitPoints}, so the sheet's tracker, damage and healing in play, the combat tracker and rests keep it in line:
 *
 * - Falling to 0 starts dying. A drop while dying or stable changes nothing of the state (dying at 8 hp after a coup de
 *   grâce stays dying).
 * - Magical healing stops the dying and wakes the stable: hit points above 0 again (§9.6 "any magical healing").
 * - Other healing (natural healing, a First Aid roll for an injury) cannot stop dying: only First Aid's check or magic
 *   does, so it is refused while dying. It wakes a stable character once above 0: the text ties unconsciousness to
 *   0 hit points ("0 hp: ... falls unconscious", l.888), so at 1 or more the character is up again.
 * - A value typed by hand (the sheet's tracker, an undo in the combat tracker) is a correction: raising it above 0
 *   clears dying or stable, and the notice says the rules' way is healing or First Aid.
 * - The dead keep their hit points: nothing heals them; Raise Dead brings them back with 1 hp (supplement §10, l.968).
 */
import { formatNumber } from '../../text/format';
import type { StepResult } from '../types';
import type { DarkDungeonsData, DarkDungeonsHealth } from './character';

/** Where the dying rule is written. */
export const DYING_SOURCE = 'supplement §9.6, l.889';
/** Where Raise Dead's return is written. */
export const RAISE_DEAD_SOURCE = 'supplement §10, l.968';

/** How hit points change: by hand, by magical healing, by other healing (rest, First Aid for an injury), or damage. */
export type HitPointChange = 'hand' | 'magic' | 'other' | 'damage';

/**
 * The state now. Data written before the state was kept (version 1) has none, and 0 hit points then meant "unconscious
 * and dying" on every sheet: such a character is read as dying with no save made yet, as its data migration writes it.
 */
export function healthOf(data: DarkDungeonsData): DarkDungeonsHealth | null {
  if (data.health) return data.health;
  return data.hitPoints.rolls.length > 0 && data.hitPoints.current <= 0 ? { state: 'dying', saves: 0 } : null;
}

/** The rules' word for the state ("Unconscious, dying", "Unconscious, stable", "Dead"), or null while none applies. */
export function healthWord(data: DarkDungeonsData): string | null {
  const health = healthOf(data);
  if (!health) return null;
  return health.state === 'dying' ? 'Unconscious, dying' : health.state === 'stable' ? 'Unconscious, stable' : 'Dead';
}

/** "1st", "2nd", "3rd", "4th"... for the saves of the dying. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${formatNumber(n)}${suffix}`;
}

/** The payload with this state (absent when null). */
export function withHealth(data: DarkDungeonsData, health: DarkDungeonsHealth | null): DarkDungeonsData {
  const { health: _old, ...rest } = data;
  return health ? { ...rest, health } : rest;
}

/**
 * Sets the current hit points (already within 0 and the maximum: the caller has capped them) as `how` changes them,
 * with the health state that follows; or why not (the dead, healing that cannot stop dying).
 */
export function setHitPoints(data: DarkDungeonsData, value: number, how: HitPointChange): StepResult<DarkDungeonsData> {
  const before = data.hitPoints.current;
  const health = healthOf(data);
  if (health?.state === 'dead') {
    return { problem: `Dead: hit points no longer change, and no healing brings the dead back; Raise Dead does, with 1 hp (${RAISE_DEAD_SOURCE}).` };
  }
  const current = Math.max(0, value);
  const raised = current > before;
  if (raised && health?.state === 'dying' && how === 'other') {
    return { problem: `Dying: only a successful First Aid check or magical healing stops the saves vs death ray (${DYING_SOURCE}); other healing cannot.` };
  }
  const notices: string[] = [];
  let next: DarkDungeonsHealth | null = health;
  if (current <= 0 && !health) {
    next = { state: 'dying', saves: 0 };
    notices.push(`At 0 hit points: unconscious and dying. A save vs death ray at the end of this round and every round after, each at −1 more, until First Aid or magical healing stops it; a failure is death (supplement §9.6, l.888-889).`);
  } else if (raised && current > 0 && health) {
    next = null;
    const was = health.state === 'dying' ? 'no longer dying' : 'conscious again';
    if (how === 'magic') notices.push(`Magical healing: ${was} (${DYING_SOURCE}).`);
    else if (how === 'hand') notices.push(`Above 0 hit points by hand: ${was}. By the rules only magical healing or a First Aid check stops the dying (${DYING_SOURCE}).`);
    else notices.push(`Above 0 hit points: ${was} (${DYING_SOURCE}).`);
  }
  const payload = { ...data, hitPoints: { ...data.hitPoints, current } };
  return { data: withHealth(payload, next), notices };
}
