import { createSystemRandom, DiceNotationError, roll, type RandomSource, type RollResult } from '../../../core/dice';
import type { DiceLogEntry } from '../../../core/documents/campaign';
import { MAX_DICE_LOG } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId } from '../../../core/documents/ids';
import { clearDiceLog, logEntry, logRoll, rollAndLog } from '../../../core/campaign/dice-log';
import type { RollKindDef, RollKindProblem, RollKindResult, RollKindsDef } from '../../../core/systems/types';
import type { CampaignsState } from './campaigns.svelte';

/** Where the rolls made with no campaign open are kept, so the Dice page's log survives a reload (issue 21 §10). */
const LOCAL_LOG_KEY = 'sheetsmith:dice-log';

type LogStorage = Pick<Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): LogStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A kept roll as this window can show it; anything else in storage (another version, damage) is left out. */
function isLogEntry(value: unknown): value is DiceLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return ['id', 'at', 'label', 'notation', 'breakdown'].every((k) => typeof e[k] === 'string') && typeof e['total'] === 'number' && Number.isFinite(e['total']);
}

/** The rolls kept from before, oldest first; none when storage is refused or holds something unreadable. */
function readLocalLog(storage: LogStorage | null): readonly DiceLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCAL_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLogEntry).slice(-MAX_DICE_LOG) : [];
  } catch {
    return [];
  }
}

/**
 * The dice roller's state: what is typed, its label, the last error, and the log of rolls. With a campaign open the
 * log is the campaign's own (label, time, every die; kept with it, shared with the combat tracker, there after a
 * reload); without one, rolls are kept on this device (localStorage), so the Dice page's log is there after a reload.
 */
export class DiceState {
  #notation = $state('3d6');
  #label = $state('');
  #error = $state<string | null>(null);
  #local = $state.raw<readonly DiceLogEntry[]>([]);

  constructor(
    private readonly rng: RandomSource = createSystemRandom(),
    /** The campaigns: rolls go to the open campaign's log. */
    private readonly campaigns: CampaignsState | null = null,
    /** Where rolls with no campaign open are kept (localStorage in the app; null keeps them in this window only). */
    private readonly storage: LogStorage | null = localStorageOrNull(),
  ) {
    this.#local = readLocalLog(storage);
  }

  /** Sets the device's own log and keeps it at once (a full or refused storage keeps it in this window only). */
  private setLocal(log: readonly DiceLogEntry[]): void {
    this.#local = log.slice(-MAX_DICE_LOG);
    try {
      this.storage?.setItem(LOCAL_LOG_KEY, JSON.stringify(this.#local));
    } catch {
      // Storage full or refused: the log still shows in this window.
    }
  }

  /** What is typed in the notation field (bound two ways). */
  get notation(): string {
    return this.#notation;
  }
  set notation(value: string) {
    this.#notation = value;
  }
  /** What the next roll is for ("Ogre damage"); optional. */
  get label(): string {
    return this.#label;
  }
  set label(value: string) {
    this.#label = value;
  }
  /** Why the last notation could not be rolled. */
  get error(): string | null {
    return this.#error;
  }
  /** The campaign whose log the rolls go to, or null (rolls kept in this window only). */
  get campaign(): { readonly id: string; readonly name: string } | null {
    const doc = this.campaigns?.editing;
    return doc ? { id: doc.id, name: doc.name } : null;
  }
  /** The log, newest first, every die kept. */
  get history(): readonly DiceLogEntry[] {
    const doc = this.campaigns?.editing;
    return [...(doc ? doc.diceLog : this.#local)].reverse();
  }

  /** Rolls the given notation (or what is typed) with the label typed; bad notation sets `error` and rolls nothing. */
  roll(notation = this.#notation, label = this.#label): RollResult | null {
    const fields = { id: newId<'Roll'>(), at: nowIso(), label };
    if (this.campaigns?.editing) {
      const out: { result: RollResult | null } = { result: null };
      this.campaigns.edit((c) => {
        const rolled = rollAndLog(c, notation, this.rng, fields);
        if ('problem' in rolled) return rolled;
        out.result = rolled.result;
        return rolled.campaign;
      });
      this.#error = out.result ? null : (this.campaigns.problem ?? 'That cannot be rolled.');
      if (!out.result) this.campaigns.say(null);
      return out.result;
    }
    try {
      const result = roll(notation, this.rng);
      this.#error = null;
      this.setLocal([...this.#local, logEntry(result, fields)]);
      return result;
    } catch (error) {
      if (error instanceof DiceNotationError) {
        this.#error = error.message;
        return null;
      }
      throw error;
    }
  }

  /**
   * Rolls one of a system's roll kinds with the values typed and logs it like any roll (labelled with the kind's name
   * when no label is typed; the breakdown keeps every die and the rules' verdict). Bad input is returned as the
   * system's one-sentence refusal and nothing is rolled or logged.
   */
  rollKind(rolls: RollKindsDef, kind: RollKindDef, input: Readonly<Record<string, string>>, label = this.#label): RollKindResult | RollKindProblem {
    const result = rolls.roll(kind.id, input, this.rng);
    if ('problem' in result) return result;
    const entry = { notation: result.notation, total: result.total, text: `${result.breakdown}. ${result.words}` };
    const fields = { id: newId<'Roll'>(), at: nowIso(), label: label.trim() === '' ? kind.name : label };
    if (this.campaigns?.editing) this.campaigns.edit((c) => logRoll(c, entry, fields));
    else this.setLocal([...this.#local, logEntry(entry, fields)]);
    return result;
  }

  /** Empties the log (the campaign's, when one is open). */
  clear(): void {
    if (this.campaigns?.editing) this.campaigns.edit(clearDiceLog);
    else this.setLocal([]);
  }
}
