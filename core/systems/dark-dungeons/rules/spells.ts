/**
 * Spells a character prepares for the day: how many of each level the class table allows, and from where they are
 * picked. Magic-users and elves prepare spells written in their spellbook (004:442-446, 004:717-721); clerics pray for
 * any spell of their list, druids from the wider druid list (004:269-271). The lists are supplement §12's.
 */
import { finalScores, type DarkDungeonsData, type SpellEntry } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { findSpell, spellListFor, spellListName, type SpellDef } from '../data/spells';
import { sourced } from '../format';

/** "first", "second"... for spell levels 1-9. */
export const SPELL_LEVEL_WORDS: readonly string[] = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/** "first-level" for 1. */
export function levelWord(level: number): string {
  return `${SPELL_LEVEL_WORDS[level - 1] ?? `level-${level}`}-level`;
}

/** The list a character casts from (a chevalier prays for cleric spells, 004:551), or null for one who casts none. */
export function casterList(data: DarkDungeonsData): readonly SpellDef[] | null {
  if (!data.classId) return null;
  if (data.classId === 'fighter' && data.vows.chivalric) return spellListFor('cleric', false);
  return spellListFor(data.classId, data.classId === 'cleric' && data.vows.druidic);
}

/** Spells per day by spell level (index 0 = first level) at the character's level, as its class reads them. */
export function spellsPerDay(data: DarkDungeonsData): readonly number[] {
  if (!data.classId) return [];
  const cls = CLASS_TABLES[data.classId];
  const level = Math.min(36, Math.max(1, data.level));
  const special = cls.rules?.spellsPerDay?.(level, { vows: data.vows, wisdom: finalScores(data)?.wis ?? 0 });
  return special ? special.spells : (cls.levels[level - 1]?.spellsPerDay ?? []);
}

/** Whether the character picks prepared spells from a spellbook (magic-users and elves) rather than from the list. */
export function preparesFromBook(data: DarkDungeonsData): boolean {
  return CLASS_TABLES[data.classId ?? 'fighter'].rules?.keepsSpellbook === true;
}

/** The spells the character may prepare at each spell level: the book's for a book-keeper, else the list's. */
export function preparable(data: DarkDungeonsData): readonly SpellEntry[] {
  if (preparesFromBook(data)) return data.spellbook;
  return (casterList(data) ?? []).map((s) => ({ name: s.name, level: s.level }));
}

/** Every rule the prepared spells break, in sentences. */
export function memorisedProblems(data: DarkDungeonsData): string[] {
  const memorised = data.memorised ?? [];
  if (memorised.length === 0 || !data.classId) return [];
  const list = casterList(data);
  const cls = CLASS_TABLES[data.classId];
  if (!list) return [`${cls.name}s prepare no spells, but ${memorised.length} ${memorised.length === 1 ? 'is' : 'are'} listed as prepared.`];
  const out: string[] = [];
  const perDay = spellsPerDay(data);
  const counts = new Map<number, number>();
  for (const s of memorised) counts.set(s.level, (counts.get(s.level) ?? 0) + 1);
  for (const [level, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    const allowed = perDay[level - 1] ?? 0;
    if (n > allowed) {
      out.push(`${n} ${levelWord(level)} spell${n === 1 ? ' is' : 's are'} prepared; a level-${data.level} ${cls.name.toLowerCase()} prepares ${allowed} a day (the class table's spells per day).`);
    }
  }
  const book = preparesFromBook(data);
  for (const s of memorised) {
    if (book) {
      if (!data.spellbook.some((b) => b.name.trim().toLowerCase() === s.name.trim().toLowerCase())) {
        out.push(sourced(`${s.name} is prepared but not written in the spellbook.`, data.classId === 'elf' ? '004:444' : '004:719'));
      }
    } else if (!findSpell(list, s.name)) {
      out.push(sourced(`${s.name} is not on ${spellListName(data.classId, data.vows.druidic)}.`, 'supplement §12'));
    }
  }
  return out;
}
