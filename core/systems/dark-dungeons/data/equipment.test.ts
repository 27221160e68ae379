import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { ARMOUR_RULES, EQUIPMENT_CATALOGUE, catalogueItem, searchCatalogue, weaponIdsOf, weaponItemId, wearProblem, type CatalogueItem } from './equipment';
import { WEAPONS } from './weapons';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

function item(id: string): CatalogueItem {
  const found = catalogueItem(id);
  if (!found) throw new Error(`${id} missing from the catalogue`);
  return found;
}

describe('the equipment catalogue, values typed from supplement §7', () => {
  it('armour: chain mail 40 gp, AC 5, 400 cn; leather 20 gp, AC 7, 200 cn; plate 60 gp, AC 3, 500 cn (lines 646-650)', () => {
    expect(item('armour-chain-mail')).toMatchObject({ name: 'Chain mail', kind: 'armour', costGp: 40, armourClass: 5, weightCn: 400 });
    expect(item('armour-leather')).toMatchObject({ costGp: 20, armourClass: 7, weightCn: 200 });
    expect(item('armour-plate-mail')).toMatchObject({ costGp: 60, armourClass: 3, weightCn: 500 });
    expect(item('armour-suit-armour')).toMatchObject({ costGp: 250, armourClass: 0, weightCn: 750 });
  });

  it('shields: the normal shield is 10 gp, −2, 100 cn; kite and tower are the large ones (lines 668-671, 695)', () => {
    expect(item('shield-normal')).toMatchObject({ costGp: 10, shieldBonus: 2, weightCn: 100 });
    expect(item('shield-small')).toMatchObject({ costGp: 5, shieldBonus: 1, weightCn: 50 });
    expect(EQUIPMENT_CATALOGUE.filter((i) => i.large).map((i) => i.id)).toEqual(['shield-kite', 'shield-tower']);
  });

  it('weapons keep Table 6-1 costs and take the supplement weights (004:1482 "Sword, Normal ... 10gp"; line 713 "10 / 60")', () => {
    expect(item('weapon-sword-normal')).toMatchObject({ costGp: 10, weightCn: 60, weaponIds: ['sword-normal'] });
    expect(item('weapon-dagger')).toMatchObject({ costGp: 3, weightCn: 10 });
    expect(item('weapon-bow-long')).toMatchObject({ costGp: 40, weightCn: 30 });
    // One bastard sword, used with one or two hands (004:1818), both rows of Table 6-1.
    expect(item('weapon-sword-bastard')).toMatchObject({ costGp: 15, weightCn: 80, weaponIds: ['sword-bastard-one-handed', 'sword-bastard-two-handed'] });
    expect(weaponItemId('sword-bastard-two-handed')).toBe('weapon-sword-bastard');
  });

  it('has every weapon of Table 6-1 but the unarmed strike, each once', () => {
    const covered = EQUIPMENT_CATALOGUE.flatMap((i) => i.weaponIds ?? []);
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered].sort()).toEqual(WEAPONS.map((w) => w.id).filter((id) => id !== 'unarmed-strike').sort());
  });

  it('prices silver items in fractions of a gold piece (1 sp = 1/10 gp, supplement line 624)', () => {
    expect(item('gear-clothes-peasant')).toMatchObject({ costGp: 0.5, weightCn: 20, kind: 'clothing' });
    expect(item('gear-iron-spike')).toMatchObject({ costGp: 0.1, weightCn: 5 });
    expect(item('ammo-arrows')).toMatchObject({ name: 'Arrows (20)', costGp: 5, weightCn: 10 });
  });

  it('ids are unique and every entry cites its line', () => {
    const ids = EQUIPMENT_CATALOGUE.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of EQUIPMENT_CATALOGUE) expect(i.citation.lines, i.id).toMatch(/^\d+/);
  });

  it('searches by every word of the name, in any order', () => {
    expect(searchCatalogue('mail').map((i) => i.id)).toEqual(['armour-scale-mail', 'armour-chain-mail', 'armour-banded-mail', 'armour-plate-mail']);
    expect(searchCatalogue('short sword').map((i) => i.id)).toEqual(['weapon-sword-short']);
    expect(searchCatalogue('')).toHaveLength(EQUIPMENT_CATALOGUE.length);
    expect(searchCatalogue('zzz')).toEqual([]);
    expect(weaponIdsOf('gear-backpack')).toEqual([]);
    expect(weaponIdsOf(undefined)).toEqual([]);
  });
});

describe('who may wear what (supplement §7.5, the class prose of 004)', () => {
  it('a thief may wear leather but not plate mail, and no shield (004:895)', () => {
    expect(wearProblem('thief', item('armour-leather'))).toBeNull();
    expect(wearProblem('thief', item('armour-plate-mail'))).toBe('Thieves may wear only leather (or hide) armour and may not carry a shield. Plate mail is not allowed.');
    expect(wearProblem('thief', item('shield-normal'))).toMatch(/may not carry a shield/);
  });
  it('magic-users and mystics wear none (004:701, 004:747); fighters, clerics, dwarves, elves and halflings any', () => {
    expect(wearProblem('magic-user', item('armour-leather'))).not.toBeNull();
    expect(wearProblem('mystic', item('shield-small'))).not.toBeNull();
    for (const c of ['fighter', 'cleric', 'dwarf', 'elf', 'halfling'] as const) {
      expect(wearProblem(c, item('armour-plate-mail')), c).toBeNull();
      expect(wearProblem(c, item('shield-tower')), c).toBeNull();
    }
    expect(ARMOUR_RULES.druid.armour).toEqual(['armour-hide', 'armour-leather']);
  });
  it('gear is never a wear problem', () => {
    expect(wearProblem('magic-user', item('gear-backpack'))).toBeNull();
  });
});

/** The cells of a markdown table row, trimmed. */
function cells(text: string): string[] {
  return text.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
}

/** "5 sp" → 0.5, "10 gp" → 10, "50+ gp" → 50. */
function money(text: string): number {
  const m = /^(\d+)\+? (gp|sp)$/.exec(text);
  if (!m) throw new Error(`not a price: ${text}`);
  return m[2] === 'sp' ? Number(m[1]) / 10 : Number(m[1]);
}

/** "300 cn" → 300. */
function weight(text: string): number {
  return Number(text.replace(/ cn$/, ''));
}

describeWithSources('the catalogue against the supplement', () => {
  const lines = readSource(SUPPLEMENT);
  const at = (n: number) => lines[n - 1] ?? '';

  it('every armour entry matches its row of §7.3', () => {
    for (const a of EQUIPMENT_CATALOGUE.filter((i) => i.kind === 'armour')) {
      const [name, cost, ac, wt] = cells(at(Number(a.citation.lines)));
      expect(a.name.toLowerCase(), a.id).toContain((name ?? '').toLowerCase());
      expect(a.costGp, a.id).toBe(money(cost ?? ''));
      expect(a.armourClass, a.id).toBe(Number(ac));
      expect(a.weightCn, a.id).toBe(weight(wt ?? ''));
    }
  });

  it('every shield entry matches its row of §7.4', () => {
    for (const s of EQUIPMENT_CATALOGUE.filter((i) => i.kind === 'shield')) {
      const [name, cost, adj, wt] = cells(at(Number(s.citation.lines)));
      expect(s.name.toLowerCase(), s.id).toContain((name ?? '').toLowerCase());
      expect(s.costGp, s.id).toBe(money(cost ?? ''));
      expect(-(s.shieldBonus ?? 0), s.id).toBe(Number((adj ?? '').replace('−', '-')));
      expect(s.weightCn, s.id).toBe(weight(wt ?? ''));
    }
  });

  it('every gear and ammunition entry matches a cell pair of its row in §7.7-7.8', () => {
    for (const g of EQUIPMENT_CATALOGUE.filter((i) => i.kind === 'gear' || i.kind === 'clothing' || i.kind === 'ammunition')) {
      const row = cells(at(Number(g.citation.lines)));
      const pairs = [row.slice(0, 3), row.slice(3, 6)];
      const match = pairs.find(([, cost, wt]) => money(cost ?? '') === g.costGp && weight(wt ?? '') === g.weightCn);
      expect(match, `${g.id} on line ${g.citation.lines}: ${row.join(' | ')}`).toBeDefined();
    }
  });

  it('every weapon weight matches §7.6 (lines 705-720)', () => {
    const table = new Map<string, number>();
    for (let n = 705; n <= 720; n++) {
      const row = cells(at(n));
      for (let i = 0; i + 1 < row.length; i += 2) {
        const parts = (row[i + 1] ?? '').split('/').map((p) => p.trim());
        if (parts.length === 3) table.set((row[i] ?? '').toLowerCase(), Number(parts[1]));
      }
    }
    // Catalogue names are Table 6-1's ("Axe, Hand"); the supplement prints "Axe, hand", and guns as "Gun, pistol".
    const key = (name: string) => ({ pistol: 'gun, pistol', smoothbore: 'gun, smoothbore' })[name.toLowerCase()] ?? name.toLowerCase();
    for (const w of EQUIPMENT_CATALOGUE.filter((i) => i.kind === 'weapon')) {
      expect(table.get(key(w.name)), w.name).toBe(w.weightCn);
    }
  });
});
