import { DEFAULT_SETTINGS, type Settings, type SettingsRepository } from '../store/settings-repo';
import type { SaveStatus } from './save-status.svelte';

/** The user's settings, live; applies the theme to the page. */
export class SettingsState {
  #value = $state<Settings>(DEFAULT_SETTINGS);
  #loaded = $state(false);

  constructor(
    private readonly repo: SettingsRepository,
    private readonly save: SaveStatus,
  ) {}

  /** The settings as stored (defaults until {@link load}). */
  get value(): Settings {
    return this.#value;
  }
  /** True once stored settings have been read (avoids a theme flash overwriting them). */
  get loaded(): boolean {
    return this.#loaded;
  }

  async load(): Promise<void> {
    this.#value = await this.repo.load();
    this.#loaded = true;
    applyTheme(this.#value.theme);
  }

  async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    this.#value = { ...this.#value, [key]: value };
    if (key === 'theme') applyTheme(this.#value.theme);
    await this.save.track(this.repo.set(key, value));
  }
}

/** Sets data-theme on <html>; "system" removes it so the prefers-color-scheme rules apply. */
export function applyTheme(theme: Settings['theme']): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset['theme'];
  else root.dataset['theme'] = theme;
}
