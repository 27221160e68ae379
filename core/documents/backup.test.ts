import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BACKUP_SCHEMA_VERSION, createBackup, parseBackup, type BackupOutcome } from './backup';
import { exportCharacter } from './import';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from './character';
import { FIXED_NOW, counterIds, fakeSystems, sampleCampaign, sampleCharacter } from './testing/fake-system';

const opts = () => ({ systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
const id = (s: string) => s as CharacterDocument['id'];
const ayla = sampleCharacter({ id: id('b-ayla'), name: 'Ayla' });
const bram = sampleCharacter({ id: id('a-bram'), name: 'Bram' });
const contents = {
  characters: [ayla, { ...bram, deletedAt: '2026-03-01T00:00:00.000Z', sortName: 'bram' }],
  campaigns: [sampleCampaign(['b-ayla'])],
  settings: [
    { key: 'theme', value: 'dark' },
    { key: 'lastBackupAt', value: null },
  ],
};

function ok(outcome: BackupOutcome): Extract<BackupOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(`expected ok, got: ${outcome.error}`);
  return outcome;
}
function refused(outcome: BackupOutcome): string {
  if (outcome.ok) throw new Error('expected a refusal');
  expect(outcome.error).toMatch(/^\S.*\.$/);
  return outcome.error;
}

describe('createBackup', () => {
  it('writes every document (trashed ones with deletedAt) sorted by id, without store-only fields', () => {
    const text = createBackup(contents, FIXED_NOW);
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['format', 'schemaVersion', 'createdAt', 'campaigns', 'characters', 'settings']);
    expect(file['format']).toBe('sheetsmith/backup');
    expect(file['schemaVersion']).toBe(BACKUP_SCHEMA_VERSION);
    const characters = file['characters'] as Record<string, unknown>[];
    expect(characters.map((c) => [c['name'], c['deletedAt']])).toEqual([
      ['Bram', '2026-03-01T00:00:00.000Z'],
      ['Ayla', undefined],
    ]);
    expect(text).not.toMatch(/sortName/);
    expect((file['settings'] as { key: string }[]).map((s) => s.key)).toEqual(['lastBackupAt', 'theme']);
  });

  it('is deterministic: the same library in any order gives the same bytes', () => {
    const reversed = { ...contents, characters: [...contents.characters].reverse(), settings: [...contents.settings].reverse() };
    expect(createBackup(reversed, FIXED_NOW)).toBe(createBackup(contents, FIXED_NOW));
  });
});

describe('parseBackup', () => {
  it('reads a backup back exactly, keeping trashed characters in the trash', () => {
    const text = createBackup(contents, FIXED_NOW);
    const outcome = ok(parseBackup(text, opts()));
    expect(outcome.report).toEqual([]);
    expect(outcome.backup.characters.find((c) => c.name === 'Bram')?.deletedAt).toBe('2026-03-01T00:00:00.000Z');
    expect(outcome.backup.characters.find((c) => c.name === 'Ayla')).toEqual(ayla);
    expect(createBackup(outcome.backup, outcome.backup.createdAt)).toBe(text);
  });

  it('migrates an old character inside a backup with the import code, reporting it by name', () => {
    const v1 = JSON.parse(readFileSync(new URL('./fixtures/character-v1.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const file = JSON.parse(createBackup(contents, FIXED_NOW)) as Record<string, unknown[]>;
    file['characters']!.push({ ...v1, system: 'fake', data: { level: 1 } });
    const outcome = ok(parseBackup(JSON.stringify(file), opts()));
    expect(outcome.report).toEqual([
      expect.stringMatching(/^The character "Black Leaf": Schema 1 → 2: /),
      expect.stringMatching(/^The character "Black Leaf": Schema 2 → 3: /),
      expect.stringMatching(/^The character "Black Leaf": Schema 3 → 4: /),
    ]);
    expect(outcome.backup.characters).toHaveLength(3);
  });

  it('restores every other document when one is unusable, and names it with its reason (issue #23 §2)', () => {
    const file = JSON.parse(createBackup(contents, FIXED_NOW)) as Record<string, unknown[]>;
    file['characters']!.push({ ...sampleCharacter({ id: id('z'), name: 'Zed' }), data: { level: 'high' } });
    const outcome = ok(parseBackup(JSON.stringify(file), opts()));
    expect(outcome.backup.characters.map((c) => c.name)).toEqual(['Bram', 'Ayla']);
    expect(outcome.backup.campaigns).toHaveLength(1);
    expect(outcome.skipped).toEqual([
      { kind: 'character', name: 'the character "Zed"', reason: 'The character data is damaged: level should be a number (at level).' },
    ]);
    expect(outcome.report).toEqual(['The character "Zed" could not be used and was left out: the character data is damaged: level should be a number (at level).']);
    file['characters']!.push({ format: 'sheetsmith/character', schemaVersion: 2, name: 42 });
    expect(ok(parseBackup(JSON.stringify(file), opts())).skipped.map((s) => s.name)).toEqual(['the character "Zed"', 'character number 4 (unnamed)']);
  });

  it('restores the library when a campaign of it has a party past the limit, leaving out only that campaign', () => {
    const big = sampleCampaign(Array.from({ length: 1_001 }, (_, i) => `m${i}`), { id: 'camp-big' as never, name: 'Too many' });
    const outcome = ok(parseBackup(createBackup({ ...contents, campaigns: [...contents.campaigns, big] }, FIXED_NOW), opts()));
    expect(outcome.backup.characters).toHaveLength(2);
    expect(outcome.backup.campaigns.map((c) => c.name)).toEqual(['The Sunken Crown']);
    expect(outcome.skipped).toEqual([
      { kind: 'campaign', name: 'the campaign "Too many"', reason: 'The file holds 1,001 party members, more than the 1,000 Sheetsmith keeps, so it was not imported.' },
    ]);
  });

  it('refuses a backup none of whose documents is usable, naming the first', () => {
    const file = JSON.parse(createBackup({ characters: [ayla], campaigns: [], settings: [] }, FIXED_NOW)) as Record<string, unknown[]>;
    file['characters'] = [{ ...ayla, data: { level: 'high' } }, { ...bram, data: null }];
    expect(refused(parseBackup(JSON.stringify(file), opts()))).toBe(
      'Nothing was restored because no character or campaign in the backup can be used: the character "Ayla" is unusable (the character data is damaged: level should be a number (at level)); 1 more cannot be used either.',
    );
  });

  it('refuses other files and versions, each in one sentence', () => {
    const file = JSON.parse(createBackup(contents, FIXED_NOW)) as Record<string, unknown>;
    expect(refused(parseBackup(exportCharacter(ayla), opts()))).toBe('This is a single character file, not a backup; import it instead.');
    expect(refused(parseBackup('{"format":"zip"}', opts()))).toBe('This is not a Sheetsmith backup.');
    expect(refused(parseBackup(JSON.stringify({ ...file, schemaVersion: 2 }), opts()))).toMatch(/saved by a newer Sheetsmith/);
    expect(refused(parseBackup(JSON.stringify({ ...file, schemaVersion: '1' }), opts()))).toMatch(/no valid schema version/);
    expect(refused(parseBackup(JSON.stringify({ ...file, characters: {} }), opts()))).toMatch(/character list is missing or damaged/);
    expect(refused(parseBackup(createBackup(contents, FIXED_NOW), { ...opts(), maxBytes: 100 }))).toMatch(/limit for a Sheetsmith backup\.$/);
  });

  it('repairs what it can and reports it: duplicate ids, bad trash times, bad settings', () => {
    const file = JSON.parse(createBackup(contents, FIXED_NOW)) as Record<string, unknown[]>;
    file['characters']!.push({ ...ayla, name: 'Ayla twin', deletedAt: 'soon' });
    file['settings'] = [{ key: 'theme', value: 'dark' }, { key: 'theme', value: 'light' }, { value: 1 }];
    const outcome = ok(parseBackup(JSON.stringify(file), opts()));
    const twin = outcome.backup.characters.find((c) => c.name === 'Ayla twin');
    expect(twin?.id).toBe('new-1');
    expect(twin?.deletedAt).toBe(FIXED_NOW);
    expect(outcome.backup.settings).toEqual([{ key: 'theme', value: 'light' }]);
    expect(outcome.report).toEqual([
      'The character "Ayla twin" was in the trash with an unreadable time; it stays in the trash from now.',
      'The character "Ayla twin" had the same id as another character in the backup, so it was given a new one.',
      'The setting "theme" appeared twice; the last one was kept.',
      'A setting without a readable name or value was left out.',
    ]);
  });
});

describe('restore points in a backup', () => {
  const point = (pid: string, characterId: string, reason: string, doc: unknown) => ({
    id: pid,
    characterId,
    at: '2026-04-01T09:00:00.000Z',
    reason,
    label: `Point ${pid}`,
    doc,
  });
  const withPoints = {
    ...contents,
    restorePoints: [
      { ...point('rp-2', 'b-ayla', 'periodic', { ...ayla, name: 'Ayla earlier' }), sortName: 'x' },
      point('rp-1', 'b-ayla', 'level-up', { ...ayla, data: { level: 2 } }),
    ] as never[],
  };

  it('writes them sorted by id with only their own fields, and reads them back exactly', () => {
    const text = createBackup(withPoints, FIXED_NOW);
    const file = JSON.parse(text) as { restorePoints: Record<string, unknown>[] };
    expect(file.restorePoints.map((p) => p['id'])).toEqual(['rp-1', 'rp-2']);
    expect(Object.keys(file.restorePoints[0]!)).toEqual(['id', 'at', 'characterId', 'doc', 'label', 'reason']);
    const outcome = ok(parseBackup(text, opts()));
    expect(outcome.report).toEqual([]);
    expect(outcome.backup.restorePoints?.map((p) => [p.id, p.reason, p.doc.name, p.doc.data])).toEqual([
      ['rp-1', 'level-up', 'Ayla', { level: 2 }],
      ['rp-2', 'periodic', 'Ayla earlier', ayla.data],
    ]);
    expect(createBackup(outcome.backup, outcome.backup.createdAt)).toBe(text);
  });

  it('reads an older backup without the list as having none, and writes none for a library without points', () => {
    const text = createBackup(contents, FIXED_NOW);
    expect(text).not.toMatch(/restorePoints/);
    expect(ok(parseBackup(text, opts())).backup.restorePoints).toEqual([]);
  });

  it('leaves out a restore point holding a damaged character, and the points of a character left out, saying so', () => {
    const file = JSON.parse(createBackup(withPoints, FIXED_NOW)) as Record<string, unknown[]>;
    file['restorePoints']!.push(point('rp-3', 'b-ayla', 'periodic', { ...ayla, data: { level: 'high' } }));
    const outcome = ok(parseBackup(JSON.stringify(file), opts()));
    expect(outcome.backup.restorePoints?.map((p) => p.id)).toEqual(['rp-1', 'rp-2']);
    expect(outcome.report).toEqual([
      'Restore point number 3 ("Point rp-3") of "Ayla": could not be used and was left out: the character data is damaged: level should be a number (at level).',
    ]);
    // Bram is unusable: he is left out, and so are his points (nothing could show them).
    file['characters'] = (file['characters'] ?? []).map((c) => ((c as { name?: string }).name === 'Bram' ? { ...(c as object), data: null } : c));
    file['restorePoints'] = [point('rp-4', 'a-bram', 'periodic', bram), point('rp-5', 'b-ayla', 'periodic', { ...ayla, system: 'unknown-game' })];
    const second = ok(parseBackup(JSON.stringify(file), opts()));
    expect(second.backup.restorePoints).toEqual([]);
    expect(second.skipped.map((s) => s.name)).toEqual(['the character "Bram"']);
    expect(second.report.join(' ')).toMatch(/restore point number 2 .* uses the game system "unknown-game"/i);
    expect(second.report).toContain('1 restore point was left out with its character.');
    expect(refused(parseBackup(JSON.stringify({ ...file, restorePoints: 'lots' }), opts()))).toMatch(/restore point list is damaged/);
  });

  it('migrates old characters inside restore points and reports each repair once with a count', () => {
    const v1 = JSON.parse(readFileSync(new URL('./fixtures/character-v1.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const old = { ...v1, id: 'b-ayla', system: 'fake', data: { level: 1 } };
    const file = JSON.parse(createBackup(contents, FIXED_NOW)) as Record<string, unknown>;
    file['restorePoints'] = [point('o1', 'b-ayla', 'creation', old), point('o1', 'b-ayla', 'creation', old)];
    const outcome = ok(parseBackup(JSON.stringify(file), opts()));
    expect(outcome.backup.restorePoints?.map((p) => [p.id, p.doc.schemaVersion])).toEqual([
      ['o1', CHARACTER_SCHEMA_VERSION],
      ['new-1', CHARACTER_SCHEMA_VERSION],
    ]);
    expect(outcome.report).toEqual([
      expect.stringMatching(/^2 restore points: Schema 1 → 2: /),
      expect.stringMatching(/^2 restore points: Schema 2 → 3: /),
      expect.stringMatching(/^2 restore points: Schema 3 → 4: /),
      'Restore point number 2 ("Point o1") of "Black Leaf": The restore point had the same id as another one in the backup, so it was given a new one.',
    ]);
  });
});
