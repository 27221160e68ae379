/**
 * The sync of shared campaigns as the views see it: the service's states made reactive (every change of a feed, a
 * question or a refusal bumps one counter the getters read), and its actions with their outcome in words. Built only
 * once a campaign is shared, joined or the Sync settings are saved (App.loadSync), so start-up carries no sync code.
 */
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { CharacterDocument } from '../../../core/documents/character';
import type { StoredSyncSettings } from '../store/sync-settings-repo';
import type { SyncService } from '../sync/sync-service';
import type { JoinDetails } from '../sync/join-code';
import type { Refusal, SyncState as FeedState } from '../sync/replication';
import type { ConflictRead } from '../sync/settle';
import { describeSyncState } from '../sync/replication';

/** A question waiting for a person, as the campaign page lists it. */
export interface SyncQuestion {
  readonly id: string;
  readonly kind: 'character' | 'campaign';
  readonly name: string;
  readonly what: string;
}

export class SyncState {
  /** Bumped on every change the service reports; the getters read it so views follow. */
  #version = $state(0);
  #busy = $state(false);
  #problem = $state<string | null>(null);
  readonly #stop: () => void;

  constructor(readonly service: SyncService) {
    this.#stop = service.onChange(() => this.#version++);
  }

  /** The stored settings (device name, server, shared campaigns). */
  get settings(): StoredSyncSettings {
    void this.#version;
    return this.service.settings;
  }

  /** Why a saved password could not be unlocked on this device (enter it again in Settings → Sync); null when fine. */
  get unlockProblem(): string | null {
    void this.#version;
    return this.service.unlockProblem;
  }

  get busy(): boolean {
    return this.#busy;
  }

  /** The last action's failure, in words; null after a success. */
  get problem(): string | null {
    return this.#problem;
  }

  isShared(campaignId: string): boolean {
    void this.#version;
    return this.service.isShared(campaignId);
  }

  role(campaignId: string): 'gm' | 'player' | null {
    void this.#version;
    return this.service.link(campaignId)?.role ?? null;
  }

  status(campaignId: string): FeedState {
    void this.#version;
    return this.service.status(campaignId);
  }

  statusText(campaignId: string): string {
    return describeSyncState(this.status(campaignId));
  }

  questions(campaignId: string): SyncQuestion[] {
    void this.#version;
    return this.service.questions(campaignId);
  }

  question(campaignId: string, id: string): ConflictRead<CharacterDocument> | ConflictRead<CampaignDocument> | undefined {
    void this.#version;
    return this.service.question(campaignId, id);
  }

  refusals(campaignId: string): readonly Refusal[] {
    void this.#version;
    return this.service.refusals(campaignId);
  }

  /** Runs an action with the busy flag, keeping its failure as a sentence; resolves to its result or null. */
  async #run<T>(action: () => Promise<T>): Promise<T | null> {
    this.#busy = true;
    this.#problem = null;
    try {
      return await action();
    } catch (error) {
      this.#problem = error instanceof Error ? error.message : String(error);
      return null;
    } finally {
      this.#busy = false;
      this.#version++;
    }
  }

  /** Checks the server and saves it with the admin login and this device's name; resolves to the server's version. */
  setServer(url: string, name: string, password: string, device: string): Promise<string | null> {
    return this.#run(() => this.service.setServer(url, { name, password }, device));
  }

  setDevice(device: string): Promise<void | null> {
    return this.#run(() => this.service.setDevice(device));
  }

  share(campaignId: string, players: Readonly<Record<string, string>>): Promise<JoinDetails[] | null> {
    return this.#run(() => this.service.share(campaignId, players));
  }

  /** Party members of a campaign this device shared that are still only on this device (added since sharing). */
  deviceOnly(campaignId: string, memberIds: readonly string[]): string[] {
    void this.#version;
    return this.service.deviceOnly(campaignId, memberIds);
  }

  /** Shares the party's members added since the campaign was shared; the new players' details, or null (see problem). */
  shareMembers(campaignId: string, players: Readonly<Record<string, string>>): Promise<{ readonly details: JoinDetails[]; readonly joined: readonly string[] } | null> {
    return this.#run(() => this.service.shareMembers(campaignId, players));
  }

  /** The logins that sharing would give a new password (see SyncService.loginsInUse); null when the check failed. */
  loginsInUse(players: Readonly<Record<string, string>>, campaignId?: string): Promise<string[] | null> {
    return this.#run(() => this.service.loginsInUse(players, campaignId));
  }

  join(details: Omit<JoinDetails, 'characterName'>): Promise<CampaignDocument | null> {
    return this.#run(() => this.service.join(details));
  }

  stopSharing(campaignId: string): Promise<void | null> {
    return this.#run(() => this.service.stopSharing(campaignId));
  }

  async resolve(campaignId: string, id: string, choices: Readonly<Record<string, number>>, deleteIt = false): Promise<boolean> {
    const result = await this.#run(() => this.service.resolve(campaignId, id, choices, deleteIt));
    if (result && !result.ok) this.#problem = result.problem;
    return result?.ok === true;
  }

  revert(campaignId: string, couchId: string): Promise<void | null> {
    return this.#run(() => this.service.revert(campaignId, couchId));
  }

  syncNow(campaignId: string): Promise<FeedState | null> {
    return this.#run(() => this.service.syncNow(campaignId));
  }

  /** The campaign on screen gets a live feed. */
  focus(campaignId: string): void {
    this.service.focus(campaignId);
  }

  /** The browser says the network is back. */
  networkBack(): void {
    this.service.networkBack();
  }

  close(): Promise<void> {
    this.#stop();
    return this.service.close();
  }
}
