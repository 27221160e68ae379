/**
 * The one place the campaign code picks a table of monster figures by system id, until the seam carries one
 * (`SystemDefinition.monsters`, reported as a candidate): Dark Dungeons has one (supplement §11.3); other systems leave
 * the attack bonus and XP to the GM.
 */
import { DARK_DUNGEONS_MONSTERS } from './dark-dungeons-monsters';
import type { MonsterFiguresTable } from './monsters';

/** The monster table of a system, or null when Sheetsmith has none for it. */
export function monsterTableFor(systemId: string): MonsterFiguresTable | null {
  return systemId === 'dark-dungeons' ? DARK_DUNGEONS_MONSTERS : null;
}
