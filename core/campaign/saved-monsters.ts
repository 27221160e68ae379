/**
 * The GM's saved monsters: stat blocks kept with the campaign to add to a fight in a click (combat-monsters.ts adds
 * them; their attack bonus and XP come from the hit dice unless the GM typed them).
 */
import type { CampaignDocument, MonsterTemplate } from '../documents/campaign';
import { MAX_LABEL_LENGTH, MAX_MONSTERS } from '../documents/campaign';
import { MAX_NOTES_LENGTH } from '../documents/content-limits';
import type { MonsterInput } from './combat-monsters';
import type { Problem } from './members';
import { parseHitDice } from './monsters';

/**
 * Saves a monster; one of a name already saved (any case) is replaced, as the GM corrected its stat block. Refuses an
 * empty name, hit dice that cannot be read, neither hit dice nor hit points, bad numbers, long texts, a full list.
 */
export function addMonsterTemplate(campaign: CampaignDocument, template: MonsterTemplate): CampaignDocument | Problem {
  const name = template.name.trim();
  if (name === '') return { problem: 'Give the monster a name.' };
  if ([name, template.hitDice, template.defence, template.damage].some((t) => t.length > MAX_LABEL_LENGTH) || template.notes.length > MAX_NOTES_LENGTH) {
    return { problem: 'One of those texts is too long.' };
  }
  if (template.hitDice.trim() !== '') {
    const hd = parseHitDice(template.hitDice);
    if ('problem' in hd) return hd;
  } else if (template.hp === null) return { problem: 'Give the monster its hit dice or its hit points.' };
  const whole = (v: number | null, min: number, max: number) => v === null || (Number.isInteger(v) && v >= min && v <= max);
  if (!whole(template.hp, 1, 1_000_000)) return { problem: 'Hit points are a whole number from 1 to 1,000,000.' };
  if (!whole(template.attackBonus, -1_000, 1_000) || !whole(template.initiativeModifier, -100, 100)) return { problem: 'The attack bonus and initiative modifier are whole numbers.' };
  if (!whole(template.xp, 0, 100_000_000)) return { problem: 'The XP value is a whole number of 0 or more.' };
  const others = campaign.monsters.filter((m) => m.name.toLocaleLowerCase('en') !== name.toLocaleLowerCase('en'));
  if (others.length >= MAX_MONSTERS) return { problem: `A campaign keeps at most ${MAX_MONSTERS.toLocaleString('en-US')} saved monsters.` };
  return { ...campaign, monsters: [...others, { ...template, name }] };
}

/** Forgets a saved monster (monsters already in a fight stay). */
export function removeMonsterTemplate(campaign: CampaignDocument, id: string): CampaignDocument {
  return { ...campaign, monsters: campaign.monsters.filter((m) => m.id !== id) };
}

/** What adding `count` of a saved monster to a fight takes (combat.ts addMonsters). */
export function monsterInputFrom(template: MonsterTemplate, count = 1): MonsterInput {
  return {
    name: template.name,
    hitDice: template.hitDice,
    hp: template.hp,
    defence: template.defence,
    damage: template.damage,
    attackBonus: template.attackBonus,
    xp: template.xp,
    initiativeModifier: template.initiativeModifier,
    count,
  };
}
