/**
 * Commands on what a character carries, through the system's purse seam (core/systems/purse-types.ts): money credited
 * from treasure (or taken back when the division is undone), an item handed over from the treasure, and one of an
 * item used up or given back (a torch lit from the carrier's pack, the lighting undone). Each is one history entry.
 */
import type { HandedItem } from '../systems/types';
import type { Command } from './command';
import { fromStep } from './edits';

/** Adds money to the purse (a negative amount takes it back); `why` says where it came from, for the history. */
export const creditMoney: Command<unknown, { readonly amount: number; readonly why: string }> = (doc, input, ctx) => {
  const money = ctx.system.purse.money;
  if (!money) return { problem: ctx.system.purse.noMoney ?? `${ctx.system.name} has no money.` };
  const before = money.balance(doc);
  const result = money.credit(doc, input.amount);
  if ('problem' in result) return result;
  const after = money.balance({ ...doc, data: result.data });
  const sign = input.amount < 0 ? '−' : '+';
  return fromStep(result, `Money ${sign}${money.format(Math.abs(input.amount))} (${input.why}): ${money.format(before)} → ${money.format(after)}`);
};

/** Adds an item from the treasure to the character's equipment; `from` names where it came from. */
export const receiveItem: Command<unknown, HandedItem & { readonly from: string }> = (doc, input, ctx) => {
  const equipment = ctx.system.purse.equipment;
  if (!equipment) return { problem: `${ctx.system.name} characters keep no equipment list here.` };
  const { from, ...item } = input;
  const what = Number.isInteger(item.quantity) && item.quantity !== 1 ? `${item.quantity} × ${item.name}` : item.name;
  return fromStep(equipment.receive(doc, item), `Received: ${what} (${from})`);
};

/** Uses up one of an item (`item` is the light source's key, `label` its name): a torch lit from the pack. */
export const useItem: Command<unknown, { readonly item: string; readonly label: string; readonly why: string }> = (doc, input, ctx) => {
  const equipment = ctx.system.purse.equipment;
  if (!equipment) return { problem: `${ctx.system.name} characters keep no equipment list here.` };
  return fromStep(equipment.useOne(doc, input.item), `Used: 1 ${input.label} (${input.why})`);
};

/** Gives one of an item back (the use undone). */
export const giveItemBack: Command<unknown, { readonly item: string; readonly label: string; readonly why: string }> = (doc, input, ctx) => {
  const equipment = ctx.system.purse.equipment;
  if (!equipment) return { problem: `${ctx.system.name} characters keep no equipment list here.` };
  return fromStep(equipment.giveOne(doc, input.item, ctx.newId()), `Given back: 1 ${input.label} (${input.why})`);
};
