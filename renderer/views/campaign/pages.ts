/** The pages of an open campaign, in tab order; the first is shown when the route names none. */
export const CAMPAIGN_PAGES = [
  { id: 'overview', label: 'Overview' },
  { id: 'party', label: 'Party' },
  { id: 'combat', label: 'Combat' },
  { id: 'sessions', label: 'Sessions & XP' },
  { id: 'people', label: 'People & places' },
  { id: 'treasure', label: 'Treasure' },
  { id: 'time', label: 'Time' },
  { id: 'dice', label: 'Dice' },
] as const;

export type CampaignPage = (typeof CAMPAIGN_PAGES)[number]['id'];

/** The page a route's page part names, the overview when none or an unknown one. */
export function campaignPage(page: string | null): CampaignPage {
  return CAMPAIGN_PAGES.find((p) => p.id === page)?.id ?? 'overview';
}
