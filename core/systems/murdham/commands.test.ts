/** Murdham's sheet edits as named commands: each one entry with its sentence, refused in one sentence when wrong. */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { execute, type Command } from '../../character/command';
import type { CharacterDocument } from '../../documents/character';
import { edit, type MurdhamEdit } from './commands';
import type { MurdhamData } from './character';
import { murdham } from './system';

const NOW = '2026-04-01T10:00:00.000Z';
const ctx = { system: murdham, now: NOW, rng: createSeededRandom(1), newId: () => 'n' };
const base = { ...murdham.quick(createSeededRandom(4), { id: 'q', now: NOW }), history: [] };
const run = (doc: CharacterDocument<MurdhamData>, e: MurdhamEdit) => execute(doc, edit as Command<unknown, MurdhamEdit>, e, ctx);

function ok(doc: CharacterDocument<MurdhamData>, e: MurdhamEdit): CharacterDocument<MurdhamData> {
  const out = run(doc, e);
  if ('problem' in out || !murdham.owns(out.doc)) throw new Error('refused');
  return out.doc;
}

describe('Murdham edits', () => {
  it('buys, wears and drops an item, each one entry with its sentence (000:65, 000:153)', () => {
    const rich = { ...base, data: { ...base.data, shillings: 20 } };
    let doc = ok(rich, { kind: 'add-item', item: { name: 'Gambeson', quantity: 1, bulk: 2, cost: 10.5, armour: 1, worn: false }, pay: true });
    expect(doc.data.shillings).toBe(9.5);
    const id = doc.data.gear.at(-1)?.id ?? '';
    doc = ok(doc, { kind: 'update-item', id, patch: { worn: true } });
    doc = ok(doc, { kind: 'update-item', id, patch: { durability: 'damaged' } });
    doc = ok(doc, { kind: 'remove-item', id, refund: false });
    expect(doc.history.map((h) => [h.summary, h.fields])).toEqual([
      ['Bought: Gambeson (10½ʂ)', ['gear', 'shillings']],
      ['Worn: Gambeson', ['gear']],
      ['Gambeson: damaged', ['gear']],
      ['Dropped: Gambeson', ['gear']],
    ]);
  });

  it('adds and dismisses followers (at most 4, 000:185) and sets keywords (000:33)', () => {
    let doc = ok(base, { kind: 'add-follower', follower: { name: 'Oswin', kind: 'retainer', notes: '' } });
    doc = ok(doc, { kind: 'keywords', which: 'skills', words: ['climb', ' Climb', 'herbalism'] });
    expect(doc.data.skills).toEqual(['climb', 'herbalism']);
    doc = ok(doc, { kind: 'remove-follower', id: doc.data.followers[0]?.id ?? '' });
    expect(doc.history.map((h) => h.summary)).toEqual(['Follower: Oswin (retainer)', 'Skills edited', 'Follower dismissed: Oswin']);
  });

  it('refuses in one sentence and writes nothing', () => {
    expect(run(base, { kind: 'add-item', item: { name: 'Plate', quantity: 1, bulk: 2, cost: 0, armour: 4, worn: true }, pay: false })).toEqual({ problem: 'Armour is a whole number from 0 to 3 (000:65).' });
    expect(run(base, { kind: 'remove-follower', id: 'nobody' })).toEqual({ problem: 'That follower has already left.' });
  });
});
