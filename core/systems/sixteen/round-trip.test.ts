/**
 * 16+ documents through the shared import and export, as the app, backups and the command line use them:
 * a quick character (and one hurt and out of magic points) exports and re-imports to the same bytes with nothing to repair, and a
 * damaged file is repaired with a report or refused in one sentence.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { exportCharacter, importDocument } from '../../documents/import';
import type { AnySystem } from '../types';
import { sixteen } from './system';

const systems = (id: string): AnySystem | undefined => (id === sixteen.id ? sixteen : undefined);
const NOW = '2026-11-22T00:00:00.000Z';

describe('16+ files', () => {
  it('quick characters, hurt and out of magic points, round-trip byte for byte with nothing to repair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 5 }), (seed, position) => {
        const doc = sixteen.quick(createSeededRandom(seed), { id: `rt${seed}`, now: NOW });
        const hit = sixteen.vitals.setTracker(doc, 'hp', -position);
        const played = 'data' in hit ? { ...doc, data: { ...hit.data, magic: { ...hit.data.magic, mp: 0 } } } : doc;
        const text = exportCharacter(played);
        const back = importDocument(text, { systems });
        expect(back.ok && back.report).toEqual([]);
        expect(back.ok && exportCharacter(back.doc as typeof played)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });
  it('a damaged score is repaired with a sentence; a damaged reading is refused in one', () => {
    const doc = sixteen.quick(createSeededRandom(3), { id: 'dmg', now: NOW });
    const stats = doc.data.stats ?? { str: 0, dex: 0, con: 0, int: 0, wis: 0 };
    const repaired = importDocument(exportCharacter({ ...doc, data: { ...doc.data, stats: { ...stats, str: 2.5 } } }), { systems });
    expect(repaired.ok && repaired.report.join(' ')).toMatch(/str was 2\.5 \(not a whole number\); it was set to 3\./);
    const broken = JSON.parse(exportCharacter(doc)) as { data: { variants: Record<string, unknown> } };
    broken.data.variants['skillStat'] = 'maybe';
    const refused = importDocument(JSON.stringify(broken), { systems });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(/^[^\n]+\.$/);
  });
});
