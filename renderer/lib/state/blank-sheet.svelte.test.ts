/**
 * The blank sheet printed from the Characters view: the chosen system's empty sheet, on the paper asked for, handed to
 * the platform under a name that says what it is; an unknown system and a failing PDF are said in a sentence.
 */
import { describe, expect, it } from 'vitest';
import type { SheetModel } from '../../../core/sheet/sheet-model';
import { createMemoryPlatform } from '../platform/memory-platform';
import { BlankSheetState } from './blank-sheet.svelte';

describe('BlankSheetState', () => {
  it('hands the system’s blank sheet to the platform, named for the system and the form', async () => {
    const platform = createMemoryPlatform();
    const made: { model: SheetModel; paper: string; fillable: boolean }[] = [];
    const blank = new BlankSheetState(platform, async (model, paper, fillable) => {
      made.push({ model, paper, fillable });
      return new Uint8Array([37, 80, 68, 70]);
    });
    await blank.print('dark-dungeons', 'letter', true);
    expect(made).toHaveLength(1);
    expect(made[0]?.paper).toBe('letter');
    expect(made[0]?.fillable).toBe(true);
    // A blank sheet: no name, and the Dark Dungeons sections to write in.
    expect(made[0]?.model.title).toBe('');
    expect(made[0]?.model.main.some((s) => s.title === 'Saving Throws')).toBe(true);
    expect(platform.pdfs.map((p) => p.name)).toEqual(['Blank Dark Dungeons sheet (fillable)']);
    expect(blank.message).toBe('Saved Blank Dark Dungeons sheet (fillable).');
    expect(blank.busy).toBe(false);
  });

  it('says so when the system is unknown or the PDF cannot be made, and saves nothing', async () => {
    const platform = createMemoryPlatform();
    const blank = new BlankSheetState(platform, () => Promise.reject(new Error('the sheet font could not be loaded (404)')));
    await blank.print('no-such-system', 'a4', false);
    expect(blank.message).toBe('Choose a game system first: this one is not known to Sheetsmith.');
    await blank.print('dark-dungeons', 'a4', false);
    expect(blank.message).toBe('The PDF could not be made: the sheet font could not be loaded (404)');
    expect(platform.pdfs).toHaveLength(0);
  });
});
