/**
 * The party sheet as a SheetModel (one page: every member at a glance, the campaign's house rules in the footer), so
 * the PDF layout that prints character sheets prints it too.
 *
 * TODO(core): this belongs in core/campaign (a `partySheet(campaign, rows, system, printedOn)` the CLI's
 * `party-pdf` would share). It only arranges what core's partyRows and campaignHouseRules already worded. The PDF
 * layout lays page 1 out in two columns; a full-width table of the party would want a wide first page there.
 */
import type { CampaignDocument } from '../../../core/documents/campaign';
import { campaignHouseRules, type PartyRow } from '../../../core/campaign/party';
import { clockReading } from '../../../core/campaign/time';
import type { FieldsSection, SheetModel } from '../../../core/sheet/sheet-model';

/** The party sheet of a campaign from its dashboard rows. */
export function partySheetModel(
  campaign: CampaignDocument,
  rows: readonly PartyRow[],
  system: { readonly id: string; readonly name: string },
  names: ReadonlyMap<string, string>,
  printedOn: string,
): SheetModel {
  // One box group per member: the PDF's first page has two columns, too narrow for an eight-column table.
  const members: FieldsSection[] = rows.map((r) => ({
    kind: 'fields',
    id: `member-${r.id}`,
    title: `${r.name.trim() || 'Unnamed'}${r.player ? ` (${r.player})` : ''}`,
    fields: [
      { id: `${r.id}.line`, label: r.roleLabel, value: r.line || '—' },
      { id: `${r.id}.health`, label: r.health?.label ?? 'Health', value: r.health ? r.health.text : '—', inPlay: true },
      { id: `${r.id}.defence`, label: r.defence?.label ?? 'Defence', value: r.defence?.value ?? '—' },
      { id: `${r.id}.xp`, label: 'XP / next', value: r.xp ? `${r.xp.text}${r.levelUpReady ? ' (level up ready)' : ''}` : '—', inPlay: true },
      { id: `${r.id}.conditions`, label: 'Conditions', value: r.problem ?? (r.conditionsText || '—'), inPlay: true },
    ],
  }));
  const pcs = rows.filter((r) => r.role === 'pc').length;
  return {
    system,
    title: campaign.name,
    subtitle: `Party of ${rows.length}: ${pcs} player character${pcs === 1 ? '' : 's'}, ${rows.length - pcs} retainer${rows.length - pcs === 1 ? '' : 's'} and NPCs`,
    identity: [
      { id: 'system', label: 'Game', value: system.name },
      { id: 'clock', label: 'Clock', value: clockReading(campaign.clock).text },
      { id: 'sessions', label: 'Sessions', value: String(campaign.journal.length) },
    ],
    main: [
      ...members,
      { kind: 'text', id: 'notes', title: 'Campaign notes', paragraphs: campaign.notes.split(/\n{2,}/).filter((p) => p.trim() !== ''), blankLines: 4 },
    ],
    extra: [],
    footer: { houseRules: campaignHouseRules(campaign, names), overrides: [], date: printedOn },
  };
}
