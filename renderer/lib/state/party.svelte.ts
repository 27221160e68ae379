import { createSystemRandom, type RandomSource } from '../../../core/dice';
import type { CampaignDocument, MemberDetails, MemberRole } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import { nowIso } from '../../../core/documents/file-names';
import { newId, type CharacterId } from '../../../core/documents/ids';
import { newCharacterDocument } from '../../../core/documents/new-character';
import { addMember, isProblem, moveMember, readShareBox, removeMember, setMemberDetails } from '../../../core/campaign/members';
import { partyRows, type MemberCharacter, type PartyRow } from '../../../core/campaign/party';
import { rosterCard } from '../../../core/systems/card';
import type { AnySystem } from '../../../core/systems/types';
import { addCustomCondition, conditionChoices, removeCustomCondition, type ConditionChoice } from '../../../core/campaign/conditions';
import { execute, type Command } from '../../../core/character/command';
import { setTracker } from '../../../core/character/edits';
import { addCondition, removeCondition } from '../../../core/character/conditions';
import type { CharacterSummary } from '../store/characters-repo';
import type { Platform } from '../platform';
import { makePartySheetPdf } from './pdf-export';
import { writeKeys, type SaveStatus } from './save-status.svelte';
import { batchNames } from '../../../core/campaign/npc-names';
import type { CampaignsState } from './campaigns.svelte';

/** What "make quick NPCs" asks for. */
export interface QuickNpcRequest {
  /** The system's quick variant (a class); empty for any. */
  readonly variant: string;
  /** The level to bring them to (1 where the system has no levels). */
  readonly level: number;
  readonly count: number;
  readonly role: MemberRole;
  /** Names them "Prefix 1", "Prefix 2"...; empty keeps the names the system made up. */
  readonly prefix: string;
}

/** The most quick NPCs made at once. */
export const MAX_QUICK_NPCS = 20;

/**
 * The party dashboard: every member at a glance (core's partyRows over the members' stored cards), members added,
 * made or taken out, their role, player and custom share, their hit points edited in place through the system's rule,
 * conditions outside a fight, and quick NPCs made N at a time at a level.
 */
export class PartyState {
  #hpProblems = $state<Readonly<Record<string, string>>>({});
  /** The last export's sentence, with the campaign it was said in: it shows only in that campaign (issue 21 §10). */
  #printMessage = $state.raw<{ readonly campaignId: string; readonly text: string } | null>(null);

  constructor(
    private readonly host: CampaignsState,
    private readonly save: SaveStatus,
    private readonly rng: RandomSource = createSystemRandom(),
  ) {}

  /** What the last party sheet export did, in a sentence. */
  get printMessage(): string | null {
    const said = this.#printMessage;
    return said && said.campaignId === this.host.editing?.id ? said.text : null;
  }

  /**
   * Prints the party sheet (every member at a glance, the house rules in the footer) to a PDF, saved through the
   * platform (a download in the browser, a save dialog in Electron).
   */
  async printSheet(paper: 'a4' | 'letter', platform: Pick<Platform, 'savePdf'>): Promise<void> {
    const campaign = this.host.editing;
    const system = this.host.system;
    if (!campaign || !system) return;
    try {
      const bytes = await makePartySheetPdf($state.snapshot(campaign) as typeof campaign, await this.printMembers(system), nowIso().slice(0, 10), paper);
      const result = await platform.savePdf(`${campaign.name || 'campaign'} party`, bytes);
      // The campaign captured before the export, not the one open when it ends: the GM may have moved on meanwhile.
      this.#printMessage = result.saved ? { campaignId: campaign.id, text: `Party sheet saved${result.fileName ? ` as ${result.fileName}` : ''}.` } : null;
    } catch (error) {
      this.#printMessage = { campaignId: campaign.id, text: `The party sheet could not be made: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /**
   * The members with their cards, each carrying its table summary (saves, attacks, skills): a card stored before cards
   * had one is worked out again from the character, so the party sheet prints every member's figures.
   */
  async printMembers(system: AnySystem): Promise<MemberCharacter[]> {
    return Promise.all(
      this.host.memberCharacters.map(async (m) => {
        if (m.trashed || m.status !== 'complete' || !m.card || m.card.table || !system.tableSummary) return m;
        const doc = await this.host.characters.get(m.id);
        return doc && system.owns(doc) ? { ...m, card: rosterCard(system, doc) } : m;
      }),
    );
  }

  /** The dashboard's rows, in party order. */
  readonly rows = $derived.by((): readonly PartyRow[] => {
    const campaign = this.host.editing;
    return campaign ? partyRows(campaign, this.host.memberCharacters) : [];
  });

  /** Characters of the campaign's system not in the party, for "add a member". */
  readonly candidates = $derived.by((): readonly CharacterSummary[] => {
    const campaign = this.host.editing;
    if (!campaign) return [];
    return this.host.everyone.filter((c) => c.system === campaign.system && !campaign.members.includes(c.id as CharacterId));
  });

  /** The conditions the GM can put on a member: the system's, then the campaign's own. */
  readonly conditionChoices = $derived.by((): readonly ConditionChoice[] => {
    const campaign = this.host.editing;
    const system = this.host.system;
    return campaign && system ? conditionChoices(system.conditions, campaign) : [];
  });

  /** Why a member's hit points could not be set, by character id. */
  get hpProblems(): Readonly<Record<string, string>> {
    return this.#hpProblems;
  }

  /** The system's kinds of quick character (classes). */
  get variants(): readonly { readonly id: string; readonly label: string }[] {
    return this.host.system?.quickVariants ?? [];
  }

  /** True when the system has levels, so quick NPCs can be made above level 1. */
  get hasLevels(): boolean {
    return (this.host.system?.progression ?? null) !== null;
  }

  async add(id: string, details: Partial<MemberDetails> = {}): Promise<boolean> {
    return this.host.change((c) => addMember(c, id as CharacterId, details));
  }

  async remove(id: string): Promise<boolean> {
    return this.host.change((c) => removeMember(c, id));
  }

  async setDetails(id: string, patch: Partial<MemberDetails>): Promise<boolean> {
    return this.host.change((c) => setMemberDetails(c, id, patch));
  }

  /** Changes a member's details as they are typed (the player's name): saved shortly, kept if the window closes. */
  editDetails(id: string, patch: Partial<MemberDetails>): void {
    this.host.edit((c) => setMemberDetails(c, id, patch));
  }

  /** Moves a member up (-1) or down (+1) in the party order. */
  async move(id: string, by: -1 | 1): Promise<boolean> {
    return this.host.change((c) => moveMember(c, id, c.members.indexOf(id as CharacterId) + by));
  }

  /** A custom share typed as text: empty for the rules' share, shares ("½", "2") or a percent of each award ("40%"). */
  async setShare(id: string, text: string): Promise<boolean> {
    const read = readShareBox(text);
    if ('problem' in read) {
      this.host.say(read.problem);
      return false;
    }
    return this.setDetails(id, read);
  }

  /**
   * Sets a member's health (hit points, or its system's measure) to `value` through the system's rule: healing past
   * the maximum and other refusals are shown on the row, and nothing changes. Written at once on the character.
   */
  /**
   * Runs a command on a member's character through the one write path, on the revision it was read at (another
   * window's change since is refused visibly, never overwritten). The refusal in a sentence, or null.
   */
  private async onMember<TInput>(id: string, command: Command<unknown, TInput>, input: TInput): Promise<string | null> {
    const system = this.host.system;
    if (!system) return 'The campaign’s game system is not loaded.';
    const read = await this.host.characters.getWithRev(id);
    if (!read || read.deletedAt !== undefined) return 'This character is not available (in the trash, or gone).';
    const written = execute(read.doc, command, input, { system, now: nowIso(), rng: this.rng, newId: () => newId<'Condition'>() });
    if ('problem' in written) return written.problem;
    if (written.doc === read.doc) return null;
    let conflict = false;
    const saved = await this.save.track(this.host.characters.save(written.doc, { baseRev: read.rev }), writeKeys.character(id), { onConflict: () => (conflict = true) });
    if (conflict) return 'This character was changed in another window; the newer value is shown, try again.';
    this.host.tell(written.notices);
    return saved === undefined ? 'The change could not be saved.' : null;
  }

  /** Sets a member's health through its system's rule (an entry in its history says so). */
  async setHealth(id: string, text: string): Promise<boolean> {
    const system = this.host.system;
    if (!system) return false;
    const value = Number(text.trim());
    const problem = text.trim() === '' || !Number.isInteger(value) ? 'Type a whole number.' : await this.onMember(id, setTracker, { id: system.vitals.healthTracker, value });
    const { [id]: _was, ...rest } = this.#hpProblems;
    this.#hpProblems = problem ? { ...rest, [id]: problem } : rest;
    return problem === null;
  }

  /** Puts a condition on a member's character; rounds empty for "until removed". The refusal, or null. */
  async addCondition(targetId: string, conditionId: string, roundsText: string, note = ''): Promise<boolean> {
    const choice = this.conditionChoices.find((c) => c.id === conditionId);
    const rounds = roundsText.trim() === '' ? null : Number(roundsText);
    const problem = !choice
      ? 'Pick a condition from the list (or save a custom one first).'
      : rounds !== null && !Number.isInteger(rounds)
        ? 'Rounds are a whole number, or leave it empty for “until removed”.'
        : await this.onMember(targetId, addCondition, { conditionId: choice.id, name: choice.name, rounds, note });
    if (problem) this.host.say(problem);
    return problem === null;
  }

  /** Takes a condition off a member's character. */
  async removeCondition(targetId: string, instanceId: string): Promise<boolean> {
    const problem = await this.onMember(targetId, removeCondition, { id: instanceId });
    if (problem) this.host.say(problem);
    return problem === null;
  }

  /** Saves a condition of the GM's own for reuse in this campaign (shown as a house rule). */
  async saveCustomCondition(name: string, description: string): Promise<boolean> {
    const system = this.host.system;
    if (!system) return false;
    return this.host.change((c) => addCustomCondition(c, system.conditions, { id: `custom-${newId<'Condition'>()}`, name, description }), [`“${name.trim()}” saved as a custom condition.`]);
  }

  async forgetCustomCondition(id: string): Promise<boolean> {
    return this.host.change((c) => removeCustomCondition(c, id));
  }

  /**
   * Makes a new draft of the campaign's system and adds it to the party (a player character): the view then opens
   * the creation flow on it. Returns its id, or null when refused.
   */
  async createMember(): Promise<string | null> {
    const campaign = this.host.editing;
    const system = this.host.system;
    if (!campaign || !system) return null;
    const doc = newCharacterDocument(system, newId<'CharacterId'>() as CharacterId, nowIso());
    const next = addMember($state.snapshot(campaign), doc.id, { role: 'pc' });
    if (isProblem(next)) {
      this.host.say(next.problem);
      return null;
    }
    const ok = await this.host.commitWith({ campaign: next, characters: [doc], notices: [] }, {});
    return ok ? doc.id : null;
  }

  /**
   * Makes `count` complete characters of a kind at once, brings each to `level` through the system's own level-up
   * (the XP raised to that level's threshold as a recorded GM ruling, then one `advance` a level), and adds them to
   * the party with the role asked. All are stored with the campaign in one transaction, or none.
   */
  async makeQuickNpcs(request: QuickNpcRequest): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    if (!campaign || !system) return false;
    const { count, level } = request;
    if (!Number.isInteger(count) || count < 1 || count > MAX_QUICK_NPCS) {
      this.host.say(`Make from 1 to ${MAX_QUICK_NPCS} at a time.`);
      return false;
    }
    const progression = system.progression;
    const maxLevel = progression?.maxLevel ?? 1;
    if (!Number.isInteger(level) || level < 1 || level > maxLevel) {
      this.host.say(progression ? `The level is a whole number from 1 to ${maxLevel}.` : `${system.name} has no levels: quick NPCs are made as they come.`);
      return false;
    }
    const now = nowIso();
    const made: CharacterDocument[] = [];
    const notes: string[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const doc = system.quick(this.rng, { id: newId<'CharacterId'>(), now, ...(request.variant ? { variant: request.variant } : {}) });
        made.push(doc);
      }
      // Distinct names: from each other and from every character kept (random names repeat; a prefix numbers on).
      const names = batchNames(made.map((d) => d.name), request.prefix, [...this.host.everyone.map((c) => c.name), ...this.host.memberNames.values()]);
      for (let i = 0; i < made.length; i++) {
        let doc = { ...made[i]!, name: names[i] ?? made[i]!.name };
        if (progression && level > 1) {
          const xp = progression.xpForLevel(doc, level);
          if (xp !== null) doc = progression.grantXp(doc, xp, `Made at level ${level} as a quick NPC for ${campaign.name}`, now);
          for (let guard = 0; guard < level && (system.card(doc).level ?? level) < level; guard++) {
            const step = progression.advance(doc, this.rng, { now });
            doc = step.doc;
            if (i === 0) notes.push(...step.notes);
          }
        }
        made[i] = doc;
      }
    } catch (error) {
      this.host.say(error instanceof Error ? error.message : String(error));
      return false;
    }
    // A plain copy: Svelte's Snapshot type cannot follow the rest records' `unknown` fields, so it is named again.
    let next = $state.snapshot(campaign) as CampaignDocument;
    for (const doc of made) {
      const added = addMember(next, doc.id, { role: request.role });
      if (isProblem(added)) {
        this.host.say(added.problem);
        return false;
      }
      next = added;
    }
    const what = `${count} quick ${count === 1 ? 'character' : 'characters'} made and added to the party${level > 1 ? ` at level ${level}` : ''}.`;
    const left = notes.filter((n, i) => notes.indexOf(n) === i).slice(0, 3);
    return this.host.commitWith({ campaign: next, characters: made, notices: [what, ...left.map((n) => `Left to do: ${n}`)] }, {});
  }
}
