/**
 * The envelope's history code knows no game system (issue 18): the schema 2 → 3 step, the history payload types and
 * their checks name no system and none of a system's ideas; each system's part comes through `SystemRecords`. Read as
 * source text, so a system's name or field creeping back in fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSystems, loadAllSystems } from '../systems/registry';
import { historyToSchema3 } from './migration-2-to-3';

const source = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
/** Words of one system's payloads or data: skills, vows and weapon training (Dark Dungeons); increases, feats, powers, paths (Orcus). */
const SYSTEM_WORDS = ['skillsUnspent', 'featsBanked', 'vows', 'weaponId', 'SkillSpend', 'TrainingPayload', 'increases', 'prestigePath', 'hitPoints', 'money.gp', 'vitals.hp', 'Table 6-1', 'Grandmaster'];

describe('the history code of the envelope', () => {
  for (const file of ['migration-2-to-3.ts', 'history.ts', 'history-checks.ts']) {
    it(`${file} names no game system and none of a system's fields`, () => {
      const text = source(file);
      for (const system of listSystems()) {
        expect(text, `${file} names ${system.id}`).not.toContain(system.id);
        expect(text, `${file} names ${system.name}`).not.toContain(system.name);
      }
      for (const word of SYSTEM_WORDS) expect(text, `${file} names ${word}`).not.toContain(word);
    });
  }

  it('reads a schema-2 history only through the system’s own part: without it nothing is kept for undo', async () => {
    const v2 = JSON.parse(source('fixtures/character-v2.json')) as Record<string, unknown>;
    const systems = await loadAllSystems();
    const withSystem = historyToSchema3(structuredClone(v2), [], systems('dark-dungeons')?.records.schema3);
    const without = historyToSchema3(structuredClone(v2), []);
    const undone = (doc: Record<string, unknown>) => (doc['history'] as Record<string, unknown>[]).filter((h) => h['undo'] !== undefined).length;
    expect(undone(withSystem)).toBe(3);
    expect(undone(without)).toBe(0);
  });
});
