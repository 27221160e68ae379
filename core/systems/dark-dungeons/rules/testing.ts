/**
 * Test support: a level-1 character built by hand (scores, class, hit points, feats, items from the catalogue), so
 * tests can check the sheet's numbers against values worked out from the cited lines. Not used by the app.
 */
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import { newDarkDungeonsData, type AbilityScores, type ClassId, type DarkDungeonsData, type EquipmentItem, type WeaponFeat } from '../character';
import { catalogueItem } from '../data/equipment';

/** An item of the catalogue as a character carries it. */
export function carried(catalogId: string, options: { worn?: boolean; quantity?: number } = {}): EquipmentItem {
  const entry = catalogueItem(catalogId);
  if (!entry) throw new Error(`${catalogId} is not in the catalogue`);
  return {
    id: `t-${catalogId}`,
    name: entry.name,
    costGp: entry.costGp,
    weightCn: entry.weightCn,
    quantity: options.quantity ?? 1,
    catalogId,
    ...(options.worn ? { worn: true } : {}),
  };
}

/** A level-1 character of `classId` with `scores` (no adjustment), one hit-point roll of `hp`, the feats and the items. */
export function handBuilt(
  classId: ClassId,
  scores: AbilityScores,
  options: { feats?: readonly string[]; items?: readonly EquipmentItem[]; gp?: number; hp?: number; extra?: Partial<DarkDungeonsData> } = {},
): DarkDungeonsData {
  const feats: WeaponFeat[] = (options.feats ?? []).map((weaponId) => ({ weaponId, proficiency: 'B' }));
  const hp = options.hp ?? 4;
  const base = newDarkDungeonsData();
  return {
    ...base,
    alignment: 'neutral',
    rolled: scores,
    rollMethod: 'typed',
    classId,
    hitPoints: { rolls: [{ level: 1, die: hp, con: 0, fixed: 0, gained: hp, source: 'entered' }], current: hp },
    weaponFeats: feats,
    equipment: [...base.equipment, ...(options.items ?? [])],
    money: { gp: options.gp ?? 0, rolled: null },
    ...options.extra,
  };
}

/** A document around a payload, as the sheet and the validator take it. */
export function docOf(data: DarkDungeonsData, name = 'Test'): CharacterDocument<DarkDungeonsData> {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: 'test' as CharacterId,
    system: 'dark-dungeons',
    name,
    status: 'complete',
    creationStep: 'review',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    data,
    overrides: {},
    houseRules: [],
    history: [],
  };
}

/** Scores in the order the rules roll them: Str, Int, Wis, Dex, Con, Cha (004:19). */
export function scores(str: number, int: number, wis: number, dex: number, con: number, cha: number): AbilityScores {
  return { str, int, wis, dex, con, cha };
}
