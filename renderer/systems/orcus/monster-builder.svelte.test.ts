/**
 * The monster builder's state: a level 5 elite blocker worked by hand from the role and rank tables, a bad level
 * refused in core's words with the last good block kept, and the stat block handed to the platform as a PDF.
 */
import { describe, expect, it } from 'vitest';
import type { SheetModel } from '../../../core/sheet/sheet-model';
import { createMemoryPlatform } from '../../lib/platform/memory-platform';
import { MonsterBuilderState } from './monster-builder.svelte';

describe('the Orcus monster builder', () => {
  it('builds a level 5 elite blocker: (24 + 5 × 5) × 2 = 98 HP, AC 16 + 5 = 21 (002:1807-1811, 002:1591-1597)', () => {
    const builder = new MonsterBuilderState(createMemoryPlatform());
    expect(builder.setLevel(5)).toBeNull();
    expect(builder.setRole('blocker')).toBeNull();
    expect(builder.setRank('elite')).toBeNull();
    expect(builder.set({ name: 'Hobgoblin warden' })).toBeNull();
    const b = builder.block;
    expect(b.name).toBe('Hobgoblin warden');
    expect(b.title).toBe('Level 5 Elite Blocker');
    expect(b.hp.value).toBe(98);
    expect(b.defences.ac.value).toBe(21);
  });

  it('refuses a level outside 1-30 in a sentence and keeps the last good block on screen', () => {
    const builder = new MonsterBuilderState(createMemoryPlatform());
    builder.setLevel(7);
    expect(builder.setLevel(31)).toBe('A monster\'s level is a whole number from 1 to 30 (the XP table, 002:1691-1723).');
    expect(builder.problem).not.toBeNull();
    expect(builder.block.level).toBe(7);
    expect(builder.input.level).toBe(31);
    expect(builder.setLevel(8)).toBeNull();
    expect(builder.problem).toBeNull();
    expect(builder.block.level).toBe(8);
  });

  it('adds and drops a source and tags: a shadow undead resists necrotic 5 at level 3 (002:1751, 002:1768)', () => {
    const builder = new MonsterBuilderState(createMemoryPlatform());
    builder.setLevel(3);
    builder.setSource('shadow');
    expect(builder.block.resistances).toEqual(['necrotic 5']);
    builder.setSource(null);
    expect(builder.block.source).toBeNull();
    expect(builder.block.resistances).toEqual([]);
    builder.toggleTag('construct', true);
    expect(builder.block.tags).toEqual(['construct']);
    builder.toggleTag('construct', false);
    expect(builder.block.tags).toEqual([]);
  });

  it('prints the stat block through the sheet model and hands the PDF to the platform', async () => {
    const platform = createMemoryPlatform();
    const printed: SheetModel[] = [];
    const builder = new MonsterBuilderState(platform, async (model, paper) => {
      printed.push(model);
      return new TextEncoder().encode(`%PDF- ${paper}`);
    });
    builder.set({ name: 'Goblin' });
    await builder.exportPdf('letter');
    expect(printed[0]?.title).toBe('Goblin');
    expect(platform.pdfs.map((p) => p.name)).toEqual(['Goblin']);
    expect(new TextDecoder().decode(platform.pdfs[0]?.bytes)).toBe('%PDF- letter');
    expect(builder.message).toBe('Saved Goblin.');
  });
});
