/**
 * What the combat tracker shows, worked out from the campaign and the members' cards: the order with whose turn it
 * is, each combatant's health with the rules' word, defence, attack bonus, damage, XP, conditions with the rounds
 * left, and the undo that is possible. Pure and cheap (the tracker recomputes it after every action).
 */
import type { ActiveCondition, CampaignDocument, CombatState } from '../documents/campaign';
import type { AnySystem, CharacterCard } from '../systems/types';
import { formatNumber } from '../text/format';
import { conditionText } from './conditions';
import { effectiveInitiativeMode, initiativeHouseRuleNote, tiedIds } from './initiative';
import { healthText } from './party';
import { unitName, unitRange } from './turn-units';

/** One row of the tracker. */
export interface CombatantView {
  readonly id: string;
  readonly name: string;
  readonly side: 'party' | 'foes';
  readonly isMember: boolean;
  /** True for the combatant whose turn it is (every one of a group that shares the turn). */
  readonly current: boolean;
  readonly delayed: boolean;
  readonly defeated: boolean;
  readonly initiative: {
    readonly total: number | null;
    /** "5 (4 + 1)", "—" before rolling. */
    readonly text: string;
    /** Same total as a combatant of another roll: the rule's tie words apply. */
    readonly tied: boolean;
  };
  readonly health: { readonly label: string; readonly abbreviation: string; readonly current: number; readonly max: number; readonly state: string | null; readonly text: string } | null;
  readonly defence: { readonly label: string; readonly value: string } | null;
  /** A monster's attacks as its model words them ("+3 to hit, 1d8"); none for members. */
  readonly attacks: readonly string[];
  /** What kind of monster ("Hit dice 4+1**", "Level 5 elite brute"), or null. */
  readonly summary: string | null;
  /** A monster's XP value; null for members. */
  readonly xp: number | null;
  /** Where a monster's attack bonus and XP come from. */
  readonly figures: string | null;
  readonly conditions: readonly { readonly id: string; readonly name: string; readonly remainingRounds: number | null; readonly text: string }[];
  /** Why a member's numbers are missing (its character is unavailable), or null. */
  readonly problem: string | null;
  /** A member's standing by its rules ('dead' takes no turns; 'down' only those its rules ask for); 'up' for monsters. */
  readonly standing: 'up' | 'down' | 'dead';
  /** The rolls the fight asks of this combatant now (a death save at the end of the round). */
  readonly asked: readonly { readonly actionId: string; readonly prompt: string; readonly round: number }[];
  /** What the amount box means for a hit on this combatant when not damage to take ("Attack’s damage bonus"), or null. */
  readonly hitAmount: string | null;
  /** A member's statement of intent this round, or null. */
  readonly intent: 'early' | 'late' | null;
}

/** The whole tracker. */
export interface CombatView {
  readonly round: number;
  readonly mode: CombatState['initiativeMode'];
  /** The rule in words and its tie rule, for the header and tied rows. */
  readonly rule: { readonly description: string; readonly ties: string; readonly intent: { readonly early: number; readonly late: number; readonly words: string } | null };
  /** Why the campaign's initiative house rule is not used (the system rolls no initiative dice), or null. */
  readonly houseRuleNote: string | null;
  readonly combatants: readonly CombatantView[];
  /** Whose turn it is ("Ayla", "Goblin ×6"), or null before the first round. */
  readonly turnName: string | null;
  /** True when the new round offers an initiative roll (the system rolls it each round) until it is rolled or kept. */
  readonly initiativeDue: boolean;
  readonly undo: { readonly label: string } | null;
  /** XP of the monsters defeated so far. */
  readonly xpDefeated: number;
  /** Every roll the fight asks for now, with whose it is. */
  readonly asked: readonly { readonly combatantId: string; readonly name: string; readonly actionId: string; readonly prompt: string }[];
}

/** What the view needs of each member: its name now and its card. */
export interface MemberCard {
  readonly name: string;
  readonly card: CharacterCard | null;
}

const MONSTER_DOWN = 'Defeated';

function initiativeText(total: number | null, roll: number | null, modifier: number): string {
  if (total === null) return '—';
  if (roll === null) return String(total);
  return modifier === 0 ? String(total) : `${total} (${roll} ${modifier > 0 ? '+' : '−'} ${Math.abs(modifier)})`;
}

/** The tracker's view, or null when no fight is on. */
export function combatView(campaign: CampaignDocument, system: Pick<AnySystem, 'combat'>, members: ReadonlyMap<string, MemberCard>): CombatView | null {
  const combat = campaign.combat;
  if (!combat) return null;
  const byTarget = new Map<string, ActiveCondition[]>();
  for (const c of combat.conditions) {
    const list = byTarget.get(c.targetId);
    if (list) list.push(c);
    else byTarget.set(c.targetId, [c]);
  }
  const mode = effectiveInitiativeMode(combat.initiativeMode, system.combat.initiative);
  const tied = tiedIds(combat.combatants, mode);
  const askedOf = (id: string) => (combat.asked ?? []).filter((a) => a.combatantId === id).map((a) => ({ actionId: a.actionId, prompt: a.prompt, round: a.round }));
  const delayed = new Set(combat.delayed);
  const unit = combat.turn < 0 ? { start: -1, end: -1 } : unitRange(combat.combatants, combat.turn, mode);
  let xpDefeated = 0;
  const rows = combat.combatants.map((c, i): CombatantView => {
    const monsterConditions = (byTarget.get(c.id) ?? []).map((x) => ({ id: x.id, name: x.name, remainingRounds: x.remainingRounds, text: conditionText(x) }));
    // A member's conditions are its character's own (its card keeps them for lists).
    const play = c.characterId === null ? undefined : members.get(c.id)?.card?.play;
    const conditions = play ? play.conditions.map((x) => ({ id: x.id, name: x.name, remainingRounds: x.rounds, text: x.rounds === null ? x.name : `${x.name} (${x.rounds} round${x.rounds === 1 ? '' : 's'} left)` })) : monsterConditions;
    const base = {
      standing: play?.standing ?? ('up' as const),
      asked: askedOf(c.id),
      hitAmount: play?.hitAmount ?? null,
      intent: c.intent ?? null,
      id: c.id,
      side: c.side,
      isMember: c.characterId !== null,
      current: i >= unit.start && i < unit.end && (!c.defeated || i === combat.turn),
      delayed: delayed.has(c.id),
      defeated: c.defeated,
      initiative: { total: c.initiative.total, text: initiativeText(c.initiative.total, c.initiative.roll, c.initiative.modifier), tied: tied.has(c.id) },
      conditions,
    };
    if (c.monster) {
      const m = c.monster;
      if (c.defeated) xpDefeated += m.xp;
      const state = m.hp <= 0 ? MONSTER_DOWN : system.combat.healthState(m.hp, m.maxHp);
      return {
        ...base,
        name: c.name,
        health: { label: 'Hit points', abbreviation: 'HP', current: m.hp, max: m.maxHp, state, text: healthText(m.hp, m.maxHp, state) },
        defence: m.defences.length === 0 ? null : { label: m.defences.map((d) => d.label).join('/'), value: m.defences.map((d) => d.value).join('/') },
        attacks: m.attacks,
        summary: m.summary || null,
        xp: m.xp,
        figures: m.figures,
        problem: null,
      };
    }
    const member = members.get(c.id);
    const health = member?.card?.health ?? null;
    return {
      ...base,
      name: member?.name.trim() || c.name,
      health: health && { ...health, text: healthText(health.current, health.max, health.state) },
      defence: member?.card?.defence ?? null,
      attacks: [],
      summary: null,
      xp: null,
      figures: null,
      problem: member ? null : `${c.name}'s character is not available (in the trash, or no longer in the store).`,
    };
  });
  const last = combat.log[combat.log.length - 1];
  const named = unitName(combat.combatants, combat.turn, mode);
  const groupTurn = named !== null && named !== combat.combatants[combat.turn]?.name ? named : null;
  const rule = system.combat.initiative;
  return {
    round: combat.round,
    mode,
    rule: { description: rule.description, ties: rule.ties, intent: rule.intent ?? null },
    houseRuleNote: initiativeHouseRuleNote(rule, campaign.houseRules.initiative),
    combatants: rows,
    // A group's name when several share the turn; else the row's (a member's name as its character has it now).
    turnName: groupTurn ?? rows[combat.turn]?.name ?? null,
    initiativeDue: combat.initiativeDue === true,
    undo: last ? { label: last.label } : null,
    xpDefeated,
    asked: rows.flatMap((r) => r.asked.map((a) => ({ combatantId: r.id, name: r.name, actionId: a.actionId, prompt: a.prompt }))),
  };
}

/** "Round 3 · Ayla's turn", for the header and the window title. */
export function combatHeadline(view: CombatView): string {
  if (view.round === 0) return 'Before the first round: roll initiative';
  return `Round ${formatNumber(view.round)}${view.turnName ? ` · ${view.turnName}'s turn` : ''}`;
}
