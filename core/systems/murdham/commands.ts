/**
 * Murdham's own commands for the one write path (core/character): the sheet's edits of gear, followers and keywords,
 * each worded for the history here. The same edits serve the creation flow, which applies the pure transition
 * ({@link applyEdit}) through its own creation command. Play at the table (damage, omens, rolls, rests) goes through
 * the system's play actions (play-def.ts) and the shared `playAction` command.
 */
import type { Command } from '../../character/command';
import { fromStep } from '../../character/edits';
import type { StepResult } from '../types';
import type { Follower, MurdhamData } from './character';
import { addFollower, addGear, removeFollower, removeGear, setKeywords, updateGear, type GearInput } from './creation-steps';
import { quarters } from './format';

/** One edit of what a character carries, who follows them and the keywords they have. */
export type MurdhamEdit =
  /** An item carried, its cost paid from the shillings with `pay` (000:153). */
  | { readonly kind: 'add-item'; readonly item: GearInput; readonly pay: boolean }
  /** An item worn or taken off, or its durability set by hand (000:180). */
  | { readonly kind: 'update-item'; readonly id: string; readonly patch: Partial<GearInput> }
  /** An item dropped, or (at creation) returned for its cost. */
  | { readonly kind: 'remove-item'; readonly id: string; readonly refund: boolean }
  | { readonly kind: 'add-follower'; readonly follower: Omit<Follower, 'id'> }
  | { readonly kind: 'remove-follower'; readonly id: string }
  /** The skills or traits, as typed (000:33). */
  | { readonly kind: 'keywords'; readonly which: 'skills' | 'traits'; readonly words: readonly string[] };

/** The edit as a pure transition of the payload. */
export function applyEdit(data: MurdhamData, edit: MurdhamEdit): StepResult<MurdhamData> {
  switch (edit.kind) {
    case 'add-item':
      return addGear(data, edit.item, edit.pay);
    case 'update-item':
      return updateGear(data, edit.id, edit.patch);
    case 'remove-item':
      return removeGear(data, edit.id, edit.refund);
    case 'add-follower':
      return addFollower(data, edit.follower);
    case 'remove-follower':
      return removeFollower(data, edit.id);
    case 'keywords':
      return setKeywords(data, edit.which, edit.words);
  }
}

const DURABILITY = { intact: 'intact', damaged: 'damaged', destroyed: 'destroyed' } as const;

/** "3 × Torch", "Lantern". */
function counted(name: string, quantity: number): string {
  return quantity === 1 ? name.trim() : `${quantity} × ${name.trim()}`;
}

/** The edit in the history's words ("Bought: 2 × Lantern (3ʂ)", "Worn: Gambeson", "Follower dismissed: Oswin"). */
export function editWords(data: MurdhamData, edit: MurdhamEdit): string {
  const item = (id: string) => data.gear.find((g) => g.id === id);
  switch (edit.kind) {
    case 'add-item': {
      const cost = edit.item.cost * edit.item.quantity;
      return `${edit.pay && cost > 0 ? 'Bought' : 'Added'}: ${counted(edit.item.name, edit.item.quantity)}${edit.pay && cost > 0 ? ` (${quarters(cost)}ʂ)` : ''}`;
    }
    case 'update-item': {
      const name = item(edit.id)?.name ?? 'an item';
      if (edit.patch.worn !== undefined) return `${edit.patch.worn ? 'Worn' : 'Taken off'}: ${name}`;
      if (edit.patch.durability !== undefined) return `${name}: ${DURABILITY[edit.patch.durability]}`;
      return `Item changed: ${name}`;
    }
    case 'remove-item': {
      const g = item(edit.id);
      return `${edit.refund ? 'Returned' : 'Dropped'}: ${g ? counted(g.name, g.quantity) : 'an item'}`;
    }
    case 'add-follower':
      return `Follower: ${edit.follower.name.trim()} (${edit.follower.kind})`;
    case 'remove-follower':
      return `Follower dismissed: ${data.followers.find((f) => f.id === edit.id)?.name ?? 'a follower'}`;
    case 'keywords':
      return `${edit.which === 'skills' ? 'Skills' : 'Traits'} edited`;
  }
}

/**
 * An edit of the sheet (gear, followers, keywords) with its sentence. Keywords typed in a run are one entry (their
 * field is edited letter by letter).
 */
export const edit: Command<MurdhamData, MurdhamEdit> = (doc, input) =>
  fromStep(applyEdit(doc.data, input), editWords(doc.data, input), input.kind === 'keywords' ? `keywords:${input.which}` : undefined);
