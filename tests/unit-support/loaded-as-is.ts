/**
 * Test support for "loading never changes a value the document can hold": a file carrying a value that breaks a rule
 * (a number where a number goes) is imported with nothing repaired and the value as it was, `validate` names the rule
 * with its line, and the document works everywhere: it derives, shows its card, trackers and sheet, prints a PDF, and
 * exports to the same bytes it came in as. System-neutral: each system's tests bring their own cases.
 */
import { expect } from 'vitest';
import { fonts } from './play-paper';
import { loadAllSystems } from '../../core/systems/registry';
import type { AnySystem, RuleViolation } from '../../core/systems/types';
import { renderSheetPdf } from '../../core/sheet/pdf/render-sheet';
import type { CharacterDocument } from '../../core/documents/character';
import { exportCharacter, importDocument } from '../../core/documents/import';

const NOW = '2026-05-01T10:00:00.000Z';
const fontFaces = () => fonts;

/** `doc` with `value` set at `path` inside its data (a fresh copy; the path must exist). */
export function withValue<T>(doc: CharacterDocument<T>, path: readonly (string | number)[], value: unknown): CharacterDocument<T> {
  const data = structuredClone(doc.data) as unknown;
  let node = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined || !(last in node)) throw new Error(`No field at data.${path.join('.')}`);
  node[last] = value;
  return { ...doc, data: data as T };
}

/**
 * Imports `doc`'s file and checks it came in as it is and works everywhere; returns the rules `validate` names that
 * match `rule` (the caller checks their wording and line). Fails when the value was repaired or no such rule is named.
 */
export async function expectLoadedAsIs(doc: CharacterDocument, path: readonly (string | number)[], rule: RegExp): Promise<RuleViolation[]> {
  const systems = await loadAllSystems();
  const system: AnySystem | undefined = systems(doc.system);
  if (!system) throw new Error(`No system ${doc.system}`);
  const file = exportCharacter(doc);
  const outcome = importDocument(new TextEncoder().encode(file), { systems, now: () => NOW });
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  expect(outcome.report, 'nothing repaired').toEqual([]);
  if (outcome.kind !== 'character') throw new Error('not a character');
  const loaded = outcome.doc;
  let value: unknown = loaded.data;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  let before: unknown = doc.data;
  for (const key of path) before = (before as Record<string | number, unknown>)[key];
  expect(value, `data.${path.join('.')} as it was`).toEqual(before);
  // Byte for byte: the export of what was loaded is the file that came in.
  expect(exportCharacter(loaded)).toBe(file);
  expect(system.checkShape(loaded.data)).toEqual([]);
  for (const v of system.derive(loaded)) expect(typeof v.value === 'string' || Number.isFinite(v.value), `derived ${v.id} = ${String(v.value)}`).toBe(true);
  system.card(loaded);
  system.vitals.trackers(loaded);
  const model = system.sheet(loaded, NOW);
  const pdf = await renderSheetPdf(model, { paper: 'a4', fonts: fontFaces(), fillable: false });
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  const named = system.validate(loaded).filter((v) => rule.test(v.message));
  expect(named.map((v) => v.message), `validate names ${String(rule)}; it said: ${system.validate(loaded).map((v) => v.message).join(' | ')}`).not.toEqual([]);
  return named;
}
