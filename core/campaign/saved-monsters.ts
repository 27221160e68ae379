/**
 * The GM's saved monsters: the inputs of the system's monster model kept with the campaign, to add to a fight in a
 * click (combat-monsters.ts builds them, rolling hit points anew each time where the model rolls them).
 */
import { createSeededRandom } from '../dice';
import type { CampaignDocument, MonsterTemplate } from '../documents/campaign';
import { MAX_LABEL_LENGTH, MAX_MONSTERS } from '../documents/campaign';
import { MAX_NOTES_LENGTH } from '../documents/content-limits';
import type { MonsterModelDef } from '../systems/types';
import { buildMonster, type MonsterInput } from './combat-monsters';
import type { Problem } from './members';

/**
 * Saves a monster; one of a name already saved (any case) is replaced, as the GM corrected its stat block. Refuses
 * what the model cannot build (it says why), long texts and a full list.
 */
export function addMonsterTemplate(campaign: CampaignDocument, model: MonsterModelDef, template: MonsterTemplate): CampaignDocument | Problem {
  const name = template.name.trim();
  if (template.notes.length > MAX_NOTES_LENGTH || name.length > MAX_LABEL_LENGTH) return { problem: 'One of those texts is too long.' };
  if (!Number.isInteger(template.initiativeModifier) || Math.abs(template.initiativeModifier) > 100) return { problem: 'The initiative modifier is a whole number.' };
  // Built once with fixed dice: only to hear the model's refusal now rather than at the table.
  const built = buildMonster(model, name, template.input, createSeededRandom(1));
  if ('problem' in built) return built;
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
  return { name: template.name, input: template.input, initiativeModifier: template.initiativeModifier, count };
}
