import type { TreasureEntry } from '../../../core/documents/campaign';
import type { CharacterId } from '../../../core/documents/ids';
import { newId } from '../../../core/documents/ids';
import { addTreasure, removeTreasure, sellTreasure, setHolder, treasureSummary, updateTreasure, type TreasureSummary } from '../../../core/campaign/treasure';
import type { CampaignsState } from './campaigns.svelte';
import { today } from './campaign-reads';

/** A lot as typed in the ledger's form. */
export interface TreasureForm {
  readonly kind: TreasureEntry['kind'];
  readonly name: string;
  readonly quantity: string;
  readonly value: string;
  readonly countsForXp: boolean;
  /** A member's id, or "" for the party's pool. */
  readonly holder: string;
  /** A session's id, or "" for none. */
  readonly sessionId: string;
  readonly notes: string;
}

/** A number typed with thousands separators or none; NaN when it is not one. */
function amount(text: string, empty: number): number {
  const t = text.replace(/[,\s_]/g, '');
  return t === '' ? empty : Number(t);
}

/** The treasure ledger of the open campaign: lots found per session, who holds them, what was sold and for how much. */
export class TreasureState {
  constructor(private readonly host: CampaignsState) {}

  /** Every lot, newest first. */
  readonly lots = $derived.by((): readonly TreasureEntry[] => [...(this.host.editing?.treasure ?? [])].reverse());

  /** The ledger's totals. */
  readonly summary = $derived.by((): TreasureSummary | null => {
    const campaign = this.host.editing;
    return campaign ? treasureSummary(campaign) : null;
  });

  async add(form: TreasureForm): Promise<boolean> {
    const quantity = amount(form.quantity, 1);
    const value = amount(form.value, 0);
    if (!Number.isFinite(quantity) || !Number.isFinite(value)) {
      this.host.say('The quantity and the value are numbers (1,200 or 1200).');
      return false;
    }
    return this.host.change((c) =>
      addTreasure(c, newId<'Treasure'>(), {
        kind: form.kind,
        name: form.name,
        quantity,
        value,
        countsForXp: form.countsForXp,
        holder: form.holder === '' ? null : (form.holder as CharacterId),
        sessionId: form.sessionId === '' ? null : form.sessionId,
        notes: form.notes,
      }),
    );
  }

  async setHolder(id: string, holder: string): Promise<boolean> {
    return this.host.change((c) => setHolder(c, id, holder === '' ? null : (holder as CharacterId)));
  }

  /** Changes a lot's notes as they are typed (saved shortly after typing stops, and kept if the window closes). */
  editNotes(id: string, notes: string): void {
    this.host.edit((c) => updateTreasure(c, id, { notes }));
  }

  async setCountsForXp(id: string, countsForXp: boolean): Promise<boolean> {
    return this.host.change((c) => updateTreasure(c, id, { countsForXp }));
  }

  /** Records a sale for the price typed (today), or takes the sale back with an empty price. */
  async sell(id: string, priceText: string): Promise<boolean> {
    if (priceText.trim() === '') return this.host.change((c) => sellTreasure(c, id, null));
    const price = amount(priceText, 0);
    if (!Number.isFinite(price)) {
      this.host.say('A sale price is a number (1,200 or 1200).');
      return false;
    }
    return this.host.change((c) => sellTreasure(c, id, { price, date: today() }));
  }

  async remove(id: string): Promise<boolean> {
    return this.host.change((c) => removeTreasure(c, id));
  }
}
