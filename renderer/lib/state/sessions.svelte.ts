import type { SessionEntry } from '../../../core/documents/campaign';
import { nowIso } from '../../../core/documents/file-names';
import { newId } from '../../../core/documents/ids';
import { addSession, latestSession, removeSession, searchJournal, updateSession, type JournalHit, type SessionFields } from '../../../core/campaign/journal';
import { applySessionAward, planSessionAward, undoSessionAward, type AwardInput, type SessionAwardPlan } from '../../../core/campaign/awards';
import { sessionTreasureXp } from '../../../core/campaign/treasure';
import { treasureXpShares } from '../../../core/campaign/divide';
import type { CampaignsState } from './campaigns.svelte';
import { readAwardCharacters, today } from './campaign-reads';


/** Names typed one per line or comma-separated. */
export function namesFrom(text: string): string[] {
  return text.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== '');
}

/** What the award form holds, as typed. */
export interface AwardForm {
  readonly monsterXp: string;
  readonly treasureXp: string;
  readonly soloSideQuest: boolean;
  /** Dead members the GM ticked to take a share all the same. */
  readonly includeDead?: readonly string[];
}

/**
 * The session journal of the open campaign (dated entries, searchable across the campaign) and each session's XP
 * award: worked out by core (monster XP equal shares, treasure XP by share, custom shares as house rules, each
 * member's arithmetic through its system), previewed, then applied to the characters and recorded in the session in
 * one transaction, and undoable.
 */
export class SessionsState {
  #selectedId = $state<string | null>(null);
  #query = $state('');
  #plan = $state.raw<SessionAwardPlan | null>(null);
  #planInput = $state.raw<AwardInput | null>(null);
  #planFor = $state<string | null>(null);

  constructor(private readonly host: CampaignsState) {}

  /** The journal, newest first (by date, then the order added). */
  readonly sessions = $derived.by((): readonly SessionEntry[] => {
    const journal = this.host.editing?.journal ?? [];
    return journal.map((s, i) => ({ s, i })).sort((a, b) => b.s.date.localeCompare(a.s.date) || b.i - a.i).map(({ s }) => s);
  });

  /** The session shown and awarded: the one chosen, else the latest. */
  get selected(): SessionEntry | null {
    const campaign = this.host.editing;
    if (!campaign) return null;
    return campaign.journal.find((s) => s.id === this.#selectedId) ?? latestSession(campaign) ?? null;
  }

  select(id: string): void {
    this.#selectedId = id;
    this.clearPlan();
  }

  /** What is typed in the search box. */
  get query(): string {
    return this.#query;
  }
  set query(value: string) {
    this.#query = value;
  }

  /** Where the words searched for appear across the campaign's journal. */
  readonly hits = $derived.by((): readonly JournalHit[] => {
    const campaign = this.host.editing;
    return campaign ? searchJournal(campaign, this.#query, this.host.memberNames) : [];
  });

  /** The treasure XP of the selected session's finds (lots marked as earning XP). */
  get treasureXp(): number {
    const campaign = this.host.editing;
    const session = this.selected;
    return campaign && session ? sessionTreasureXp(campaign, session.id) : 0;
  }

  /** XP of the monsters defeated in the selected session's fights. */
  get monsterXp(): number {
    return (this.selected?.combats ?? []).reduce((sum, c) => sum + c.xpValue, 0);
  }

  /** Adds a session dated today (everyone present) and selects it. */
  async add(fields: Partial<SessionFields> = {}): Promise<string | null> {
    const id = newId<'Session'>();
    const ok = await this.host.change((c) => addSession(c, id, { date: today(), ...fields }));
    if (ok) this.select(id);
    return ok ? id : null;
  }

  /** Changes a session's fields; text is saved shortly after typing stops. */
  edit(id: string, patch: Partial<SessionFields>): void {
    this.host.edit((c) => updateSession(c, id, patch));
    if (patch.present) this.clearPlan();
  }

  async remove(id: string): Promise<boolean> {
    return this.host.change((c) => removeSession(c, id));
  }

  /** The award worked out for the selected session, shown before it is given; null until previewed. */
  get plan(): SessionAwardPlan | null {
    return this.#plan && this.#planFor === this.selected?.id ? this.#plan : null;
  }

  clearPlan(): void {
    this.#plan = null;
    this.#planInput = null;
  }

  /** Every member's character with its revision (drafts and trashed ones too: the award says why it leaves them out). */
  private readAll(): ReturnType<typeof readAwardCharacters> {
    const campaign = this.host.editing;
    return readAwardCharacters(this.host.characters, campaign ?? { members: [] });
  }

  private input(form: AwardForm): AwardInput | null {
    const read = (text: string, what: string): number | null => {
      const t = text.replace(/[,\s_]/g, '');
      const n = t === '' ? 0 : Number(t);
      if (!Number.isInteger(n) || n < 0) {
        this.host.say(`${what} is a whole number of 0 or more.`);
        return null;
      }
      return n;
    };
    const monsterXp = read(form.monsterXp, 'Monster XP');
    const treasureXp = monsterXp === null ? null : read(form.treasureXp, 'Treasure XP');
    if (monsterXp === null || treasureXp === null) return null;
    if (monsterXp === 0 && treasureXp === 0) {
      this.host.say('Type the monster XP or the treasure XP the party earned.');
      return null;
    }
    // The session's finds, all divided into purses: each member's treasure XP is its own share of them, as given
    // (supplement §11.1), not an equal split of the total.
    const campaign = this.host.editing;
    const session = this.selected;
    const divided = campaign && session && treasureXp > 0 && treasureXp === this.treasureXp ? treasureXpShares(campaign, session.id) : null;
    const own = divided && divided.undivided === 0 ? { treasureShares: divided.shares } : {};
    return { monsterXp, treasureXp, ...own, present: session?.present ?? [], soloSideQuest: form.soloSideQuest, includeDead: [...(form.includeDead ?? [])] };
  }

  /** Works out the award for the selected session and shows each member's arithmetic; nothing is given yet. */
  async preview(form: AwardForm): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    const session = this.selected;
    this.clearPlan();
    if (!campaign || !system) return false;
    if (!session) {
      this.host.say('Add a session to the journal first: the award is recorded in it.');
      return false;
    }
    const input = this.input(form);
    if (!input) return false;
    const { characters } = await this.readAll();
    const plan = planSessionAward($state.snapshot(campaign), system, characters, input);
    if ('problem' in plan) {
      this.host.say(plan.problem);
      return false;
    }
    this.host.say(null);
    this.#plan = plan;
    this.#planInput = input;
    this.#planFor = session.id;
    return true;
  }

  /**
   * Gives the previewed award: worked out again on the characters as stored now (refused if anything changed), each
   * member's XP through its system (its history records it), the award recorded in the session; all in one write.
   */
  async apply(): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    const plan = this.plan;
    const input = this.#planInput;
    const session = this.selected;
    if (!campaign || !system || !plan || !input || !session) return false;
    const { characters, revs } = await this.readAll();
    const applied = applySessionAward($state.snapshot(campaign), system, characters, plan, { sessionId: session.id, awardId: newId<'Award'>(), now: nowIso(), input });
    if ('problem' in applied) {
      this.host.say(applied.problem);
      return false;
    }
    const given = applied.record.members.map((m) => `${m.name} +${m.given.toLocaleString('en-US')} XP`);
    const ok = await this.host.commitWith(
      { campaign: applied.campaign, characters: applied.characters, notices: [`Award given: ${given.join(', ') || 'nobody took XP'}.`] },
      Object.fromEntries(applied.characters.map((c) => [c.id, revs[c.id] ?? ''])),
    );
    if (ok) this.clearPlan();
    return ok;
  }

  /** Takes an award back from every member it gave XP to (all or nothing), and marks it undone in the session. */
  async undo(sessionId: string, awardId: string): Promise<boolean> {
    const campaign = this.host.editing;
    const system = this.host.system;
    if (!campaign || !system) return false;
    const { characters, revs } = await this.readAll();
    const undone = undoSessionAward($state.snapshot(campaign), system, characters, { sessionId, awardId }, nowIso());
    if ('problem' in undone) {
      this.host.say(undone.problem);
      return false;
    }
    return this.host.commitWith(
      { campaign: undone.campaign, characters: undone.characters, notices: ['The award was taken back from every member it gave XP to.'] },
      Object.fromEntries(undone.characters.map((c) => [c.id, revs[c.id] ?? ''])),
    );
  }
}
