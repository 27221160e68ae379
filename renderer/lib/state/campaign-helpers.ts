/**
 * Small pure changes of the campaign that core/campaign does not offer yet. Each is a candidate for core; the state
 * classes call them exactly as they call core's, so moving one is an import change.
 *
 * TODO(core): saved monsters (add/remove a MonsterTemplate, with checks), the fight's session, and the campaign's
 * house rules belong in core/campaign (monsters.ts, combat.ts, members.ts or a house-rules.ts).
 */
import type { CampaignDocument, CampaignHouseRules, MonsterTemplate } from '../../../core/documents/campaign';
import { MAX_LABEL_LENGTH, MAX_MONSTERS } from '../../../core/documents/campaign';
import type { Problem } from '../../../core/campaign/members';
import { parseHitDice } from '../../../core/campaign/monsters';

/** Saves a monster to the campaign's list; refuses an empty name, unreadable hit dice, a full list or long texts. */
export function addMonsterTemplate(campaign: CampaignDocument, template: MonsterTemplate): CampaignDocument | Problem {
  const name = template.name.trim();
  if (name === '') return { problem: 'Give the monster a name.' };
  if ([name, template.hitDice, template.defence, template.damage, template.notes].some((t) => t.length > MAX_LABEL_LENGTH)) return { problem: 'One of those texts is too long.' };
  if (template.hitDice.trim() !== '') {
    const hd = parseHitDice(template.hitDice);
    if ('problem' in hd) return hd;
  } else if (template.hp === null) return { problem: 'Give the monster its hit dice or its hit points.' };
  if (campaign.monsters.length >= MAX_MONSTERS) return { problem: `A campaign keeps at most ${MAX_MONSTERS.toLocaleString('en-US')} saved monsters.` };
  const others = campaign.monsters.filter((m) => m.name.toLocaleLowerCase('en') !== name.toLocaleLowerCase('en'));
  // Saving a monster of a name already saved replaces it: the GM corrected the stat block.
  return { ...campaign, monsters: [...others, { ...template, name }] };
}

/** Forgets a saved monster (monsters already in a fight stay). */
export function removeMonsterTemplate(campaign: CampaignDocument, id: string): CampaignDocument {
  return { ...campaign, monsters: campaign.monsters.filter((m) => m.id !== id) };
}

/** Ties the fight in progress to a session of the journal (where its summary goes when it ends), or to none. */
export function setCombatSession(campaign: CampaignDocument, sessionId: string | null): CampaignDocument | Problem {
  if (!campaign.combat) return { problem: 'No fight is on.' };
  if (sessionId !== null && !campaign.journal.some((s) => s.id === sessionId)) return { problem: 'That session is not in the journal.' };
  return { ...campaign, combat: { ...campaign.combat, sessionId } };
}

/** Changes the campaign's house rules. */
export function setHouseRules(campaign: CampaignDocument, patch: Partial<CampaignHouseRules>): CampaignDocument {
  return { ...campaign, houseRules: { ...campaign.houseRules, ...patch } };
}
