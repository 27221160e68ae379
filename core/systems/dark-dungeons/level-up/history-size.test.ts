/**
 * The history stays small (issue 14 §6): the veteran thief (veteran-thief.ts: a thief taken from level 1 to 36 the
 * way `npm run bench` measures it, a GM's XP for each level, then the automatic level-up, then a course of training
 * for every banked weapon feat) makes a file under 40,000 bytes, as `history.level36Bytes` budgets. It was 388 KB when
 * every entry kept a whole copy of the character, and 42,280 with every entry indented over ten lines.
 */
import { describe, expect, it } from 'vitest';
import { exportCharacter } from '../../../documents/import';
import { indentedCanonicalJson } from '../../../documents/testing/indented-json';
import { levelledThief } from '../veteran-thief';
import { bankedWeaponFeats } from './index';

const NOW = '2025-01-01T00:00:00.000Z';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('a level-36 thief', () => {
  const doc = levelledThief({ now: NOW, train: true });

  it('levelled without training, exports in under 40,000 bytes and less than trained', () => {
    const plain = levelledThief({ now: NOW, train: false });
    expect(plain.data.level).toBe(36);
    expect(bytes(exportCharacter(plain))).toBeLessThan(Math.min(40_000, bytes(exportCharacter(doc))));
  });

  it('is level 36 with every banked feat trained', () => {
    expect(doc.data.level).toBe(36);
    // Table 4-9 (004:885): a 36th-level thief has 10 weapon feats; a quick thief starts with 2 at Basic (004:850).
    expect(bankedWeaponFeats(doc.data)).toBe(0);
    expect(doc.data.weaponFeats).toHaveLength(10);
    expect(doc.history.filter((h) => h.kind === 'training' && h.payload?.outcome === 'success')).toHaveLength(8);
  });

  it('trained at every banked feat, exports in under 40,000 bytes, one line per history entry', () => {
    const text = exportCharacter(doc);
    expect(bytes(text)).toBeLessThan(40_000);
    // Indented, the same file would not fit: the one-line history is what keeps it under the budget.
    expect(bytes(indentedCanonicalJson(JSON.parse(text)))).toBeGreaterThan(40_000);
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.startsWith('  "history": ['));
    expect(lines.slice(first + 1, first + 1 + doc.history.length).map((l) => (JSON.parse(l.trim().replace(/,$/, '')) as { id: string }).id)).toEqual(doc.history.map((h) => h.id));
  });

  it('keeps reverse data only on the last level-up, the trainings after it and the last award', () => {
    const lastLevelUp = doc.history.findLastIndex((h) => h.kind === 'level-up');
    const withUndo = doc.history.flatMap((h, i) => (h.undo ? [i] : []));
    const expected = doc.history.flatMap((h, i) =>
      (h.kind === 'level-up' && i === lastLevelUp) || (h.kind === 'training' && i > lastLevelUp) || (h.kind === 'xp' && i === doc.history.findLastIndex((e) => e.kind === 'xp')) ? [i] : [],
    );
    expect(withUndo).toEqual(expected);
    expect(doc.history.every((h) => !('before' in h))).toBe(true);
  });

  it('has a typed payload on every change the engine recorded', () => {
    expect(doc.history.filter((h) => h.kind !== 'created').every((h) => h.payload !== undefined)).toBe(true);
  });
});
