/** The sentence a campaign import ends with, from what the store wrote. */
import type { CampaignClash, CampaignImportMode, ImportedCampaign } from '../store/transfer-repo';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/**
 * What a campaign import did, in one sentence: how many characters were added, and what became of those already
 * stored (copied, replaced or used). `fileIds` are the ids of the characters the file holds.
 */
export function campaignImportSentence(result: ImportedCampaign, mode: CampaignImportMode, clash: CampaignClash | null, fileIds: readonly string[]): string {
  const inFile = new Set(fileIds);
  const name = `the campaign “${result.campaign.name}”`;
  const clashing = new Set((clash?.characters ?? []).map((c) => c.id));
  const added = result.members.filter((m) => inFile.has(m.id) && !clashing.has(m.id)).length;
  if (mode === 'replace' && clash) {
    const replaced = result.members.length - added;
    return `Imported ${name}${clash.campaign ? ' over the stored one' : ''}: ${plural(replaced, 'stored character')} replaced by the file’s, ${added} added.`;
  }
  if (mode === 'use-existing' && clash) {
    return `Imported ${name}${clash.campaign ? ' beside the stored one' : ''}: it uses ${plural(result.used.length, 'stored character')}, ${added} added.`;
  }
  const copies = result.members.filter((m) => !inFile.has(m.id)).map((m) => m.name);
  const copied = copies.length > 0 ? `, kept beside the stored ones as ${quoted(copies)}` : '';
  return `Imported ${name} with ${plural(result.members.length, 'character')}${copied}.`;
}
