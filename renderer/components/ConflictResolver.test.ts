// @vitest-environment jsdom
/**
 * The conflict resolver over real analyses (core's analyseConflict, no mocks): a clash of two versions in two fields
 * is saved only once both have a choice, and hands back the index of the version chosen for each path; "Keep the
 * newest everywhere" takes the version written last; an edit against a delete is a question whose "delete" asks
 * again before it deletes; Escape cancels.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { analyseConflict, type ConflictAnalysis, type Version } from '../../core/documents/sync-conflicts';
import ConflictResolver from './ConflictResolver.svelte';

/*
 * Vitest resolves bare imports with the server conditions even for jsdom (vite.config.ts adds no `browser` condition
 * and no svelteTesting() plugin), so `svelte` would be its server entry, whose mount() refuses to run. The component
 * is compiled for the DOM, so its lifecycle (mount, onMount, tick) must come from Svelte's client entry.
 */
vi.mock('svelte', () => import(/* @vite-ignore */ `${'../../node_modules/svelte/src/index-client.js'}`));

afterEach(() => cleanup());

interface Doc {
  readonly name: string;
  readonly updatedAt: string;
  readonly data: { readonly hp: number; readonly notes: string };
}

const base: Doc = { name: 'Grim', updatedAt: '2026-03-01T18:00:00.000Z', data: { hp: 9, notes: 'Owes the guild 20 gp.' } };
const ana = { user: 'ana', device: 'Ana’s phone', at: '2026-03-01T19:05:00.000Z' };
const gm = { user: 'gm', device: 'GM laptop', at: '2026-03-01T19:10:00.000Z' };
const version = (rev: string, doc: Doc | null, editedBy: typeof ana): Version<Doc> => ({ rev, doc, editedBy });
const edited = (data: Doc['data'], at: string): Doc => ({ ...base, updatedAt: at, data });

/** Ana and the GM both changed the hit points and the notes, differently: two clashing fields. */
function twoFieldClash() {
  const analysis = analyseConflict({
    base,
    versions: [
      // Ana's version first, so "the newest" (the GM's, five minutes later) is not simply the first one.
      version('3-aaa', edited({ hp: 5, notes: 'Owes the guild 25 gp.' }, ana.at), ana),
      version('3-bbb', edited({ hp: 4, notes: 'Paid the guild.' }, gm.at), gm),
    ],
  });
  if (analysis.kind !== 'clash') throw new Error(`expected a clash, got ${analysis.kind}`);
  return analysis;
}

function setup(analysis: ConflictAnalysis<unknown>, extra: { busy?: boolean; problem?: string | null } = {}) {
  if (analysis.kind !== 'clash' && analysis.kind !== 'deleted-vs-edited') throw new Error(`no question to ask: ${analysis.kind}`);
  const onresolve = vi.fn<(choices: Record<string, number>) => void>();
  const ondelete = vi.fn<() => void>();
  const oncancel = vi.fn<() => void>();
  render(ConflictResolver, { props: { name: 'Grim', analysis, thisDevice: 'Ana’s phone', onresolve, ondelete, oncancel, ...extra } });
  return { onresolve, ondelete, oncancel, dialog: screen.getByRole('dialog') };
}

const save = () => screen.getByRole('button', { name: 'Save this choice' });

describe('ConflictResolver: a clash', () => {
  it('shows each version’s device, login and time, one radio group per field, and is labelled by its heading', () => {
    const analysis = twoFieldClash();
    const { dialog } = setup(analysis);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: '“Grim” was changed on two devices' })).toBe(dialog);
    const heads = within(screen.getByRole('list', { name: 'The versions' })).getAllByRole('listitem');
    expect(heads.map((h) => h.querySelector('strong')?.textContent)).toEqual(analysis.versions.map((v) => (v.editedBy === ana ? 'Ana’s phone (this device)' : 'GM laptop')));
    const anaHead = heads[analysis.versions.findIndex((v) => v.editedBy === ana)];
    expect(anaHead?.textContent).toContain('ana');
    expect(anaHead?.textContent).toContain(new Date(ana.at).toLocaleString());

    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(analysis.fields.map((f) => f.label));
    const hp = screen.getByRole('group', { name: analysis.fields.find((f) => f.path === 'data.hp')?.label ?? '' });
    expect(within(hp).getAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual(
      analysis.versions.map((v) => (v.editedBy === ana ? 'Ana’s phone (this device): 5' : 'GM laptop: 4')),
    );
    const notes = screen.getByRole('group', { name: analysis.fields.find((f) => f.path === 'data.notes')?.label ?? '' });
    expect(within(notes).getByRole('radio', { name: /Paid the guild/ }).closest('label')?.textContent).toContain('“Paid the guild.”');
    // The focus starts inside the dialog, on the first field's first version.
    expect(document.activeElement).toBe(within(groups[0] as HTMLElement).getAllByRole('radio')[0]);
  });

  it('saves only once every field has a choice, with the index of the version chosen for each path', async () => {
    const analysis = twoFieldClash();
    const { onresolve } = setup(analysis);
    const anaIndex = analysis.versions.findIndex((v) => v.editedBy === ana);
    const gmIndex = analysis.versions.findIndex((v) => v.editedBy === gm);
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByText('0 of 2 fields chosen')).toBeTruthy();

    await fireEvent.click(screen.getByRole('radio', { name: 'Ana’s phone (this device): 5' }));
    expect(screen.getByText('1 of 2 fields chosen')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await fireEvent.click(save());
    expect(onresolve).not.toHaveBeenCalled();

    await fireEvent.click(screen.getByRole('radio', { name: 'GM laptop: “Paid the guild.”' }));
    expect(screen.getByText('2 of 2 fields chosen')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', false);
    await fireEvent.click(save());
    expect(onresolve).toHaveBeenCalledExactlyOnceWith({ 'data.hp': anaIndex, 'data.notes': gmIndex });
  });

  it('“Keep the newest everywhere” chooses the version written last in every field, “Keep …’s” one version', async () => {
    const analysis = twoFieldClash();
    const { onresolve } = setup(analysis);
    const gmIndex = analysis.versions.findIndex((v) => v.editedBy === gm);
    const anaIndex = analysis.versions.findIndex((v) => v.editedBy === ana);

    await fireEvent.click(screen.getByRole('button', { name: 'Keep the newest everywhere' }));
    const checked = () => screen.getAllByRole<HTMLInputElement>('radio').filter((r) => r.checked).map((r) => r.closest('label')?.textContent?.replace(/\s+/g, ' ').trim());
    expect(gmIndex).toBe(1);
    expect(checked()).toEqual(['GM laptop: 4', 'GM laptop: “Paid the guild.”']);
    await fireEvent.click(save());
    expect(onresolve).toHaveBeenLastCalledWith({ 'data.hp': gmIndex, 'data.notes': gmIndex });

    await fireEvent.click(screen.getByRole('button', { name: 'Keep Ana’s phone’s' }));
    expect(checked()).toEqual(['Ana’s phone (this device): 5', 'Ana’s phone (this device): “Owes the guild 25 gp.”']);
    await fireEvent.click(save());
    expect(onresolve).toHaveBeenLastCalledWith({ 'data.hp': anaIndex, 'data.notes': anaIndex });
  });

  it('Escape cancels; a problem is an alert; while saving every control is disabled and it says so', async () => {
    const first = setup(twoFieldClash());
    await fireEvent.keyDown(document.activeElement ?? first.dialog, { key: 'Escape' });
    expect(first.oncancel).toHaveBeenCalledOnce();
    cleanup();

    const busy = setup(twoFieldClash(), { busy: true, problem: 'The store refused the write.' });
    expect(screen.getByRole('alert').textContent).toBe('The store refused the write.');
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    for (const b of screen.getAllByRole('button')) expect(b).toHaveProperty('disabled', true);
    for (const r of screen.getAllByRole('radio')) expect(r.matches(':disabled')).toBe(true);
    await fireEvent.keyDown(busy.dialog, { key: 'Escape' });
    expect(busy.oncancel).not.toHaveBeenCalled();
  });
});

describe('ConflictResolver: deleted on one device, changed on another', () => {
  const deletedVsEdited = (data: Doc['data']) => {
    const analysis = analyseConflict({ base, versions: [version('3-aaa', edited(data, ana.at), ana), version('3-bbb', null, gm)] });
    if (analysis.kind !== 'deleted-vs-edited') throw new Error(`expected deleted-vs-edited, got ${analysis.kind}`);
    return analysis;
  };

  it('asks who deleted and who changed it; keeping the changes resolves with no choices', async () => {
    const { onresolve, ondelete } = setup(deletedVsEdited({ hp: 5, notes: base.data.notes }));
    expect(screen.getByRole('dialog', { name: '“Grim” was deleted on one device and changed on another' })).toBeTruthy();
    const text = screen.getByText(/It was deleted on/).textContent ?? '';
    expect(text).toContain(`deleted on GM laptop (gm, ${new Date(gm.at).toLocaleString()})`);
    expect(text).toContain(`changed on Ana’s phone (this device, ana, ${new Date(ana.at).toLocaleString()})`);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it with the changes' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Keep it with the changes' }));
    expect(onresolve).toHaveBeenCalledExactlyOnceWith({});
    expect(ondelete).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation inside the dialog', async () => {
    const { ondelete, onresolve } = setup(deletedVsEdited({ hp: 5, notes: base.data.notes }));
    await fireEvent.click(screen.getByRole('button', { name: 'Delete it everywhere' }));
    expect(ondelete).not.toHaveBeenCalled();
    expect(screen.getByText('Delete “Grim” on every device? This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, go back' }));

    await fireEvent.click(screen.getByRole('button', { name: 'No, go back' }));
    expect(screen.getByRole('button', { name: 'Keep it with the changes' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Delete it everywhere' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it everywhere' }));
    expect(ondelete).toHaveBeenCalledOnce();
    expect(onresolve).not.toHaveBeenCalled();
  });

  it('when the changes themselves clash, keeping them shows the live versions’ fields and saves the choice', async () => {
    // A third version, deleted; the two live ones clash on the hit points.
    const analysis = analyseConflict({
      base,
      versions: [version('3-aaa', edited({ hp: 5, notes: base.data.notes }, ana.at), ana), version('3-bbb', edited({ hp: 4, notes: base.data.notes }, gm.at), gm), version('3-ccc', null, { user: 'bo', device: 'Bo’s tablet', at: '2026-03-01T19:20:00.000Z' })],
    });
    if (analysis.kind !== 'deleted-vs-edited' || analysis.live.kind !== 'clash') throw new Error('expected a clash behind the deletion');
    const { onresolve } = setup(analysis);
    expect(screen.queryByRole('radio')).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Keep it with the changes' }));
    expect(onresolve).not.toHaveBeenCalled();
    expect(screen.getByText('0 of 1 field chosen')).toBeTruthy();
    await fireEvent.click(screen.getByRole('radio', { name: 'GM laptop: 4' }));
    await fireEvent.click(save());
    expect(onresolve).toHaveBeenCalledExactlyOnceWith({ 'data.hp': analysis.live.versions.findIndex((v) => v.editedBy === gm) });
  });

  it('Escape cancels the question', async () => {
    const { oncancel, ondelete } = setup(deletedVsEdited({ hp: 5, notes: base.data.notes }));
    await fireEvent.keyDown(screen.getByRole('button', { name: 'Keep it with the changes' }), { key: 'Escape' });
    expect(oncancel).toHaveBeenCalledOnce();
    expect(ondelete).not.toHaveBeenCalled();
  });
});
