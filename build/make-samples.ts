/**
 * Writes every system's sample characters and campaigns in resources/samples/ (run: `npx tsx build/make-samples.ts`).
 * Each system provides its own (seeded and dated, so running this again gives identical bytes; the tests check that
 * the committed files are exactly what this script makes); a system that provides none gets one quick character
 * made from seed 4.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createSeededRandom } from '../core/dice';
import { exportCampaign, exportCharacter } from '../core/documents/import';
import { listSystems, loadSystem } from '../core/systems/registry';

const AT = '2026-11-01T10:00:00.000Z';
const OUT = process.env['SAMPLES_OUT'] ? new URL(`file://${process.env['SAMPLES_OUT']}/`) : new URL('../resources/samples/', import.meta.url);

/** A stable id per system for its one quick sample: the id's letters in hex, so systems never share one. */
function sampleId(systemId: string): string {
  const hex = [...systemId].map((c) => c.charCodeAt(0).toString(16)).join('').padEnd(12, '0').slice(0, 12);
  return `0b0e1c1a-0000-4000-a000-${hex}`;
}

mkdirSync(OUT, { recursive: true });
let characters = 0;
let campaigns = 0;
for (const manifest of listSystems()) {
  const system = await loadSystem(manifest.id);
  if (!system) continue;
  const set = system.samples
    ? await system.samples()
    : { characters: [{ file: `${system.id}-sample`, doc: system.quick(createSeededRandom(4), { id: sampleId(system.id), now: AT }) }], campaigns: [] };
  for (const { file, doc } of set.characters) writeFileSync(new URL(`${file}.sheetsmith.json`, OUT), exportCharacter(doc));
  for (const { file, doc, members } of set.campaigns) writeFileSync(new URL(`${file}.sheetsmith.json`, OUT), exportCampaign(doc, members));
  characters += set.characters.length;
  campaigns += set.campaigns.length;
}
console.log(`Wrote ${characters} characters and ${campaigns} campaign${campaigns === 1 ? '' : 's'} to resources/samples/`);
