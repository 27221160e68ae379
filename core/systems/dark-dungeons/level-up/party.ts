/**
 * A party award: XP for defeated monsters is split equally among the whole party, absent or unconscious members
 * included (supplement §4, Chapter 11), and each share then gets the member's own prime-requisite bonus. Treasure XP
 * is each character's own share and is awarded one by one on the sheet.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { DarkDungeonsData } from '../character';
import { applyXpAward, awardXp, type XpAward } from './xp';

export interface PartyShare {
  readonly id: string;
  readonly name: string;
  /** The member's award, or why it could not be given (a draft without a class, say). */
  readonly award: XpAward | null;
  readonly problem: string | null;
}

export interface PartyAward {
  readonly total: number;
  /** Each member's equal share before bonuses; fractions are dropped (a decision: the rule does not say). */
  readonly share: number;
  /** XP lost to the rounding down of shares. */
  readonly remainder: number;
  /** "1,000 ÷ 3 = 333 each (1 lost to rounding)". */
  readonly arithmetic: string;
  readonly members: readonly PartyShare[];
}

const n = (v: number) => v.toLocaleString('en-US');

/** Works out a party award without changing anyone. @throws RangeError for a bad total or an empty party. */
export function planPartyAward(members: readonly CharacterDocument<DarkDungeonsData>[], total: number): PartyAward {
  if (members.length === 0) throw new RangeError('The party has no members to award XP to.');
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`A party award must be a whole number of 0 or more, got ${String(total)}.`);
  const share = Math.floor(total / members.length);
  const remainder = total - share * members.length;
  const shares = members.map((doc): PartyShare => {
    try {
      return { id: doc.id, name: doc.name, award: awardXp(doc, share), problem: null };
    } catch (error) {
      return { id: doc.id, name: doc.name, award: null, problem: error instanceof Error ? error.message : String(error) };
    }
  });
  const lost = remainder > 0 ? ` (${n(remainder)} lost to rounding)` : '';
  return { total, share, remainder, arithmetic: `${n(total)} ÷ ${members.length} = ${n(share)} each${lost}`, members: shares };
}

/** Applies a planned party award to every member it could be given to; returns the changed documents. */
export function applyPartyAward(
  members: readonly CharacterDocument<DarkDungeonsData>[],
  plan: PartyAward,
  now: string,
): CharacterDocument<DarkDungeonsData>[] {
  return members.flatMap((doc) => {
    const share = plan.members.find((m) => m.id === doc.id);
    return share?.award ? [applyXpAward(doc, share.award, now)] : [];
  });
}
