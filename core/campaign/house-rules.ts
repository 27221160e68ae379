/**
 * The campaign's house rules: set by the GM, printed as house rules wherever they change something (the award
 * preview, the party sheet, the members' sheet footers through campaignHouseRules in party.ts).
 */
import type { CampaignDocument, CampaignHouseRules } from '../documents/campaign';
import type { Problem } from './members';

/** Changes the campaign's house rules (a fight already on keeps the initiative it started with). */
export function setHouseRules(campaign: CampaignDocument, patch: Partial<CampaignHouseRules>): CampaignDocument | Problem {
  const next: CampaignHouseRules = { ...campaign.houseRules, ...patch };
  if (next.multiLevelPerAward !== null && typeof next.multiLevelPerAward !== 'boolean') return { problem: 'Choose the rules’ way, one level per award, or more than one.' };
  if (next.initiative !== null && next.initiative !== 'side' && next.initiative !== 'individual') return { problem: 'Initiative is by side, for each combatant, or as the rules say.' };
  return { ...campaign, houseRules: next };
}
