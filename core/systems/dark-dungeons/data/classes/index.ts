import type { ClassId, ClassTable } from '../types';
import { CLERIC } from './cleric';
import { DWARF } from './dwarf';
import { ELF } from './elf';
import { FIGHTER } from './fighter';
import { HALFLING } from './halfling';
import { MAGIC_USER } from './magic-user';
import { MYSTIC } from './mystic';
import { THIEF } from './thief';

/** Every class table of chapter 4, by id, in the order the source presents them. */
export const CLASS_TABLES: Readonly<Record<ClassId, ClassTable>> = {
  cleric: CLERIC,
  dwarf: DWARF,
  elf: ELF,
  fighter: FIGHTER,
  halfling: HALFLING,
  'magic-user': MAGIC_USER,
  mystic: MYSTIC,
  thief: THIEF,
};

export const CLASS_IDS: readonly ClassId[] = Object.keys(CLASS_TABLES) as ClassId[];
