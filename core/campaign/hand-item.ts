/**
 * An item of the treasure handed to a member (issue 21 §6): the lot becomes a line of the member's equipment through
 * the one write path (`receiveItem`, through the system's purse seam), the member holds it, and the lot is marked so
 * it is not handed twice. A system that keeps no equipment list refuses in one sentence.
 */
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import type { AnySystem } from '../systems/types';
import { execute } from '../character/command';
import { receiveItem } from '../character/purse-commands';
import type { AwardCharacter } from './awards';
import type { Problem } from './members';

/** Handing an item rolls no dice. */
const NO_DICE = {
  next(): number {
    throw new Error('Handing an item rolls no dice.');
  },
  int(): number {
    throw new Error('Handing an item rolls no dice.');
  },
};

/** Whether a lot can be handed to a member: an item, not sold, not handed yet. */
export function canHand(lot: CampaignDocument['treasure'][number]): boolean {
  return lot.kind === 'item' && lot.sold === null && !lot.handed;
}

/** Hands the item lot `lotId` to `memberId`: one write of the campaign and the character. */
export function handItem(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  input: { readonly lotId: string; readonly memberId: string; readonly now: string; readonly itemId: string },
): { readonly campaign: CampaignDocument; readonly characters: readonly CharacterDocument[]; readonly notices: readonly string[] } | Problem {
  const lot = campaign.treasure.find((t) => t.id === input.lotId);
  if (!lot) return { problem: 'That treasure is not in the ledger.' };
  if (!canHand(lot)) return { problem: lot.handed ? 'That item was handed to a member already.' : lot.sold ? 'That item was sold: divide its price instead.' : 'Coins are divided, not handed: use Divide.' };
  if (!campaign.members.includes(input.memberId as CharacterId)) return { problem: 'Pick a member of the party.' };
  const character = characters.get(input.memberId);
  if (!character || character.trashed) return { problem: 'That member is not in play (in the trash or gone).' };
  if (!system.owns(character.doc)) return { problem: `Not a ${system.name} character.` };
  const written = execute(
    character.doc,
    receiveItem,
    { id: input.itemId, name: lot.name, quantity: lot.quantity, value: lot.value, from: `treasure of ${campaign.name}` },
    { system, now: input.now, rng: NO_DICE, newId: () => input.itemId },
  );
  if ('problem' in written) return written;
  if (!written.entry) return { problem: 'The item was not recorded in the history.' };
  const handed = { characterId: character.doc.id, at: input.now, historyEntryId: written.entry.id };
  const treasure = campaign.treasure.map((t) => (t.id === lot.id ? { ...t, holder: character.doc.id, handed } : t));
  const name = character.doc.name.trim() || 'Unnamed';
  return { campaign: { ...campaign, treasure }, characters: [written.doc], notices: [`${lot.name} is now on ${name}’s sheet.`, ...written.notices] };
}
