/**
 * Lighting one of the system's light sources (issue 21 §10): with a carrier, the item it is (a torch, `LightDef.item`)
 * comes out of the carrier's equipment through the one write path (`useItem`, through the system's purse seam), in one
 * write with the campaign's timer. A carrier with none is said so in one sentence, and the GM may still light one
 * "from the party's stock" (nothing taken from anyone). Undoing the lighting takes the timer away and gives the item back.
 */
import type { CampaignDocument, ClockTimer } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import type { AnySystem } from '../systems/types';
import { execute } from '../character/command';
import { giveItemBack, useItem } from '../character/purse-commands';
import type { AwardCharacter } from './awards';
import type { Problem } from './members';
import { REAL_TIME_UNITS, addTimer, describeDuration, removeTimer } from './time';

/** Lighting rolls no dice. */
const NO_DICE = {
  next(): number {
    throw new Error('Lighting rolls no dice.');
  },
  int(): number {
    throw new Error('Lighting rolls no dice.');
  },
};

/** What lighting or undoing it hands to the store. */
export interface LightUpdate {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

/** A refusal because the carrier has none of the item: the view offers to light one from the party's stock. */
export interface NoneCarried extends Problem {
  readonly noneCarried: true;
}

/**
 * Lights `lightId`, carried by `holder` (a character id, or null for nobody in particular). With `fromStock`, nothing
 * is taken from the carrier's pack (the GM's call when the carrier has none).
 */
export function lightSource(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  input: { readonly lightId: string; readonly holder: CharacterId | null; readonly fromStock: boolean; readonly timerId: string; readonly now: string },
): LightUpdate | NoneCarried | Problem {
  const light = system.time.lights.find((l) => l.id === input.lightId);
  if (!light) return { problem: 'Pick a light source.' };
  const unit = { id: 'burn', name: 'burn', plural: 'burns', seconds: light.seconds };
  const lasts = `it burns ${describeDuration(light.seconds, REAL_TIME_UNITS)} (${light.source})`;
  const character = input.holder ? characters.get(input.holder) : undefined;
  const name = character?.doc.name.trim() || 'the carrier';
  const equipment = system.purse.equipment;
  const takes = !input.fromStock && input.holder !== null && light.item !== undefined && equipment !== null;
  if (!takes || !light.item || !equipment) {
    const timer = addTimer(campaign, { id: input.timerId, label: light.name, kind: 'light', amount: 1, unit, holder: input.holder });
    if ('problem' in timer) return timer;
    const stock = input.fromStock ? ' from the party’s stock' : '';
    return { campaign: timer, characters: [], notices: [`${light.name} lit${input.holder ? ` for ${name}` : ''}${stock}: ${lasts}.`] };
  }
  if (!character || character.trashed || !system.owns(character.doc)) return { problem: 'That carrier is not in play (in the trash or gone).' };
  if (equipment.count(character.doc, light.item) === 0) {
    return { problem: `${name} carries no ${light.name.toLowerCase()}: light one from the party’s stock instead, or pick another carrier.`, noneCarried: true };
  }
  const written = execute(character.doc, useItem, { item: light.item, label: light.name.toLowerCase(), why: `lit in ${campaign.name}` }, { system, now: input.now, rng: NO_DICE, newId: () => input.timerId });
  if ('problem' in written) return written;
  if (!written.entry) return { problem: 'Using it up was not recorded in the history.' };
  const timer = addTimer(campaign, { id: input.timerId, label: light.name, kind: 'light', amount: 1, unit, holder: input.holder });
  if ('problem' in timer) return timer;
  const used = { characterId: character.doc.id, item: light.item, historyEntryId: written.entry.id };
  const clock = { ...timer.clock, timers: timer.clock.timers.map((t): ClockTimer => (t.id === input.timerId ? { ...t, used } : t)) };
  const left = equipment.count(written.doc, light.item);
  return { campaign: { ...timer, clock }, characters: [written.doc], notices: [`${light.name} lit for ${name}, one taken from their pack (${left} left): ${lasts}.`] };
}

/** Takes a lighting back: the timer goes, and the item it used up goes back into the carrier's pack. */
export function undoLight(campaign: CampaignDocument, system: AnySystem, characters: ReadonlyMap<string, AwardCharacter>, timerId: string, now: string): LightUpdate | Problem {
  const timer = campaign.clock.timers.find((t) => t.id === timerId);
  if (!timer) return { problem: 'That light is out already: its timer is gone.' };
  const next = removeTimer(campaign, timerId);
  if (!timer.used || !system.purse.equipment) return { campaign: next, characters: [], notices: [`${timer.label}: lighting undone.`] };
  const character = characters.get(timer.used.characterId);
  if (!character || character.trashed) return { problem: 'Its carrier is not in play any more, so it cannot be given back.' };
  const written = execute(character.doc, giveItemBack, { item: timer.used.item, label: timer.label.toLowerCase(), why: `lighting undone in ${campaign.name}` }, { system, now, rng: NO_DICE, newId: () => `${timerId}-back` });
  if ('problem' in written) return written;
  return { campaign: next, characters: [written.doc], notices: [`${timer.label}: lighting undone, given back to ${character.doc.name.trim() || 'its carrier'}.`] };
}
