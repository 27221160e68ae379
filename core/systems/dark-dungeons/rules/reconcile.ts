/**
 * Keeps a draft consistent when an earlier creation step changes: what depends on the change is updated and each
 * update is said in words ("Int 8 gives 4 skill points, not 5: 1 point was taken from Bluff").
 */
import { ABILITY_ORDER, STARTING_SPELL_BOOK_ITEM_ID, ZERO_SCORES, baseScores, finalScores, startingSpellBook, type DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { abilityModifier } from '../data/ability-modifiers';
import { skillById } from '../data/skills';
import { canUseWeapon, weaponById } from '../data/weapons';
import { adjustmentProblems } from './adjustment';
import { keepsSpellbook, skillPointsAvailable, skillPointsSpent, weaponFeatSlots } from './creation';
import { aClass, capitalise } from '../format';

export interface Reconciled {
  readonly data: DarkDungeonsData;
  /** One sentence per change made to keep the draft consistent. */
  readonly changes: readonly string[];
}

/** Brings `next` in line with its own earlier choices, comparing with `prev` to say what changed and why. */
export function reconcile(prev: DarkDungeonsData, next: DarkDungeonsData): Reconciled {
  const changes: string[] = [];
  let d = next;

  // A new class, new scores or a new swap invalidate adjustments that no longer follow the rules.
  const base = baseScores(d);
  if (d.classId && base && ABILITY_ORDER.some((a) => d.adjustments[a] !== 0)) {
    if (adjustmentProblems(d.classId, base, d.adjustments).some((p) => p.kind !== 'unspent')) {
      d = { ...d, adjustments: ZERO_SCORES };
      changes.push('The ability adjustments no longer fit the scores or class, so they were cleared; adjust again.');
    }
  } else if (!d.classId && ABILITY_ORDER.some((a) => d.adjustments[a] !== 0)) {
    d = { ...d, adjustments: ZERO_SCORES };
  }

  // Hit points follow the class's die and the final Con.
  if (prev.classId !== d.classId && d.hitPoints.rolls.length > 0) {
    d = { ...d, hitPoints: { rolls: [], current: 0 } };
    changes.push(`The class changed, so hit points must be rolled again with the ${d.classId ? `d${CLASS_TABLES[d.classId].hitDie}` : 'new class’s die'}.`);
  }
  const final = finalScores(d);
  if (final && d.hitPoints.rolls.length > 0) {
    const con = abilityModifier(final.con);
    const rolls = d.hitPoints.rolls.map((r) => (r.level < 10 && r.con !== con ? { ...r, con, gained: Math.max(1, r.die + con) } : r));
    const before = d.hitPoints.rolls.reduce((s, r) => s + r.gained, 0);
    const after = rolls.reduce((s, r) => s + r.gained, 0);
    if (after !== before) {
      d = { ...d, hitPoints: { rolls, current: Math.max(0, d.hitPoints.current + after - before) } };
      changes.push(`Con ${final.con} changes the Con modifier to ${con >= 0 ? '+' : ''}${con}: maximum hit points ${before} → ${after}.`);
    }
  }

  // Skill points follow Int and level.
  if (d.classId && final) {
    const available = skillPointsAvailable(d.classId, d.level, final.int);
    let over = skillPointsSpent(d.skills) - available;
    if (over > 0) {
      const skills = d.skills.map((s) => ({ ...s }));
      const taken: string[] = [];
      for (let i = skills.length - 1; i >= 0 && over > 0; i--) {
        const s = skills[i]!;
        const n = Math.min(s.points, over);
        s.points -= n;
        over -= n;
        taken.push(`${n} from ${skillById(s.skillId)?.name ?? s.skillId}${s.specialty ? ` (${s.specialty})` : ''}`);
      }
      d = { ...d, skills: skills.filter((s) => s.points > 0) };
      changes.push(`Int ${final.int} gives ${available} skill point${available === 1 ? '' : 's'}: ${taken.join(', ')} ${taken.length === 1 && taken[0]?.startsWith('1 ') ? 'was' : 'were'} taken back.`);
    }
  }

  // Weapon feats follow the class's weapon list and slots.
  if (d.classId) {
    const cls = d.classId;
    const unusable = d.weaponFeats.filter((f) => {
      const w = weaponById(f.weaponId);
      return !w || !canUseWeapon(d.vows.druidic ? 'druid' : cls, w).ok;
    });
    if (unusable.length > 0) {
      d = { ...d, weaponFeats: d.weaponFeats.filter((f) => !unusable.includes(f)) };
      changes.push(`${capitalise(aClass(CLASS_TABLES[cls].name))} cannot use ${unusable.map((f) => weaponById(f.weaponId)?.name ?? f.weaponId).join(', ')}; ${unusable.length === 1 ? 'that feat was' : 'those feats were'} removed.`);
    }
    const slots = weaponFeatSlots(cls, d.level);
    if (d.weaponFeats.length > slots) {
      const dropped = d.weaponFeats.slice(slots);
      d = { ...d, weaponFeats: d.weaponFeats.slice(0, slots) };
      changes.push(`${capitalise(aClass(CLASS_TABLES[cls].name))} has ${slots} weapon feats: ${dropped.map((f) => weaponById(f.weaponId)?.name ?? f.weaponId).join(', ')} removed.`);
    }
    // A beginning magic-user or elf is given a spellbook by their master (004:448, 004:723); other classes are not.
    const book = d.equipment.some((e) => e.id === STARTING_SPELL_BOOK_ITEM_ID);
    if (keepsSpellbook(cls) && !book && d.level === 1) {
      d = { ...d, equipment: [...d.equipment, startingSpellBook()] };
      changes.push(`${capitalise(aClass(CLASS_TABLES[cls].name))} is given a spellbook by their master; it is in the equipment, free.`);
    } else if (!keepsSpellbook(cls) && book) {
      d = { ...d, equipment: d.equipment.filter((e) => e.id !== STARTING_SPELL_BOOK_ITEM_ID) };
      changes.push(`${capitalise(aClass(CLASS_TABLES[cls].name))} is given no spellbook, so the one from the equipment was taken back.`);
    }
    if (!keepsSpellbook(cls) && d.spellbook.length > 0) {
      d = { ...d, spellbook: [] };
      changes.push(`${capitalise(aClass(CLASS_TABLES[cls].name))} keeps no spellbook, so it was emptied.`);
    }
  }
  return { data: d, changes };
}
