/**
 * Personalization (002:532-573): the five alignments, the nine-point variant, and the languages.
 */
import { cite, type Citation } from './source';

/** The five alignments (002:535-540) and the nine of the variant (002:541-552), by id. */
export type AlignmentId =
  | 'lawful-good'
  | 'good'
  | 'unaligned'
  | 'evil'
  | 'chaotic-evil'
  | 'neutral-good'
  | 'chaotic-good'
  | 'lawful-neutral'
  | 'neutral'
  | 'chaotic-neutral'
  | 'lawful-evil'
  | 'neutral-evil';

export interface AlignmentDef {
  readonly id: AlignmentId;
  readonly name: string;
  /** True for the nine-point variant's alignments (a house rule where used). */
  readonly variant: boolean;
  readonly line: number;
}

export const ALIGNMENTS: readonly AlignmentDef[] = [
  { id: 'lawful-good', name: 'Lawful good', variant: false, line: 536 },
  { id: 'good', name: 'Good', variant: false, line: 537 },
  { id: 'unaligned', name: 'Unaligned', variant: false, line: 538 },
  { id: 'evil', name: 'Evil', variant: false, line: 539 },
  { id: 'chaotic-evil', name: 'Chaotic evil', variant: false, line: 540 },
  // Variant: Nine-Point Alignment. Lawful good and chaotic evil are shared with the five; the rest are the variant's.
  { id: 'neutral-good', name: 'Neutral good', variant: true, line: 545 },
  { id: 'chaotic-good', name: 'Chaotic good', variant: true, line: 546 },
  { id: 'lawful-neutral', name: 'Lawful neutral', variant: true, line: 547 },
  { id: 'neutral', name: 'Neutral', variant: true, line: 548 },
  { id: 'chaotic-neutral', name: 'Chaotic neutral', variant: true, line: 549 },
  { id: 'lawful-evil', name: 'Lawful evil', variant: true, line: 550 },
  { id: 'neutral-evil', name: 'Neutral evil', variant: true, line: 551 },
];

export const ALIGNMENT_IDS: readonly AlignmentId[] = ALIGNMENTS.map((a) => a.id);
export const ALIGNMENT_CITATION: Citation = cite('533-552');
/** The house-rule line recorded when a variant alignment is chosen. */
export const NINE_POINT_RULE = 'Variant: Nine-Point Alignment (002:541)';

export function alignmentById(id: string): AlignmentDef | undefined {
  return ALIGNMENTS.find((a) => a.id === id);
}

export interface LanguageDef {
  readonly name: string;
  readonly speakers: string;
  readonly script: string;
  readonly exotic: boolean;
  readonly line: number;
}

export const LANGUAGES: readonly LanguageDef[] = [
  { name: 'Common', speakers: 'Humans', script: 'Common', exotic: false, line: 559 },
  { name: 'Dwarvish', speakers: 'Dwarves', script: 'Dwarvish', exotic: false, line: 560 },
  { name: 'Elvish', speakers: 'Elves', script: 'Elvish', exotic: false, line: 561 },
  { name: 'Goblin', speakers: 'Goblinoids', script: 'Common', exotic: false, line: 562 },
  { name: 'Deep Speech', speakers: 'Aboleths, cloakers, underworld traders', script: 'Elvish', exotic: false, line: 563 },
  { name: 'Draconic', speakers: 'Dragons, dragonborn', script: 'Draconic', exotic: false, line: 564 },
  { name: 'Giant', speakers: 'Orcs, giants', script: 'Dwarvish', exotic: false, line: 565 },
  { name: 'Primordial', speakers: 'Elementals', script: 'Abyssal', exotic: false, line: 566 },
  { name: 'Abyssal', speakers: 'Demons', script: 'Abyssal', exotic: true, line: 570 },
  { name: 'Celestial', speakers: 'Celestials, devils', script: 'Celestial', exotic: true, line: 571 },
];

export const LANGUAGE_CITATION: Citation = cite('553-571');

export function languageByName(name: string): LanguageDef | undefined {
  const n = name.trim().toLowerCase();
  return LANGUAGES.find((l) => l.name.toLowerCase() === n);
}

/** Character sizes a player character may have (002:707-711: Small limits two-handed weapons). */
export type CharacterSize = 'small' | 'medium';

/** "the standard (unencumbered) human speed is 6 squares" (002:1317): the one speed the text gives. */
export const HUMAN_SPEED = 6;
