/**
 * The mutation table (000:82-136): roll a d12 for the group, then a d20 within it. Characters who suffer critical
 * damage from soulblight develop one of these, rolled or chosen by the GM (000:80).
 *
 * Reconstruction: the text's table lost its row spans when it was flattened. The first row of each d12 group has
 * three cells ("1-3 | 1-2 | Personality change…"); the rows that follow carry only the d20 band, with an empty cell
 * at the end ("3-4 | Addiction… | |"). Each entry below has its d12 group and d20 band put back that way and its
 * source line; `text` is the entry exactly as printed. `effects` are what Sheetsmith applies to the sheet; the rest
 * of an entry is recorded in words. Printing slips are kept as printed: the bestial tail's list ends in ";" (000:114)
 * and the foul secretion's "influence" is probably influenza (000:120).
 */
import type { AbilityId } from '../character';

/** What a mutation changes on the sheet, beyond being recorded. */
export type MutationEffect =
  /** The ability goes up or down permanently by a d4; `aboveHumanLimit` for the "can go above 15" entries. */
  | { readonly kind: 'ability-die'; readonly ability: AbilityId; readonly sign: 1 | -1; readonly aboveHumanLimit: boolean }
  /** A fixed permanent change, only when the sub-roll gives `option` (the gorilla arm: STR +1). */
  | { readonly kind: 'ability-fixed'; readonly ability: AbilityId; readonly amount: number; readonly option: number }
  /** The ability is permanently halved (the flying head; rounding is not stated, Sheetsmith rounds down). */
  | { readonly kind: 'halve'; readonly ability: AbilityId }
  /** Maximum omens change permanently (Curse −1: rerolled when they are already 0; Eye of the prophet +1). */
  | { readonly kind: 'omens-max'; readonly amount: number }
  /** A trait is gained; with `withOption` the sub-roll's result is added in brackets ("addicted (darkroot)"). */
  | { readonly kind: 'trait'; readonly trait: string; readonly withOption?: boolean }
  /** Armour value from the body, only when the sub-roll gives `option` (the turtle shell). */
  | { readonly kind: 'armour'; readonly amount: number; readonly option: number }
  /** The sorcery skill, or maximum mana +1 if the character already has it (Evil eye). */
  | { readonly kind: 'sorcery-or-mana' }
  /** Roll twice more on the table (d12 12). */
  | { readonly kind: 'roll-twice' };

/** One entry of the table. */
export interface MutationRow {
  readonly id: string;
  /** The d12 group, inclusive. */
  readonly d12: readonly [number, number];
  /** The d20 band within the group, inclusive. */
  readonly d20: readonly [number, number];
  /** The source line (file 000). */
  readonly line: number;
  readonly name: string;
  /** The entry as printed. */
  readonly text: string;
  /** The sub-table beneath it (a d6, or a d4 for the wings), in its own order. */
  readonly sub?: { readonly die: number; readonly options: readonly string[] };
  readonly effects: readonly MutationEffect[];
}

export const MUTATION_CITATION = { from: 82, to: 136 } as const;

export const MUTATIONS: readonly MutationRow[] = [
  {
    id: 'personality-change', d12: [1, 3], d20: [1, 2], line: 84, name: 'Personality change',
    text: 'Personality change. Your personality changes for the worst. D6: 1) irascible; 2) apathetic; 3) sad; 4) proud; 5) mean; 6) pessimistic.',
    sub: { die: 6, options: ['irascible', 'apathetic', 'sad', 'proud', 'mean', 'pessimistic'] },
    effects: [],
  },
  {
    id: 'addiction', d12: [1, 3], d20: [3, 4], line: 85, name: 'Addiction',
    text: 'Addiction. You gain the addicted trait. Roll a d6 for what you are addicted to: 1) alcoholic drink; 2) darkroot; 3) pipe & pipe-weed; 4) madcap mushrooms; 5) crimson weed; 6) corpse mandrake.',
    sub: { die: 6, options: ['alcoholic drink', 'darkroot', 'pipe & pipe-weed', 'madcap mushrooms', 'crimson weed', 'corpse mandrake'] },
    effects: [{ kind: 'trait', trait: 'addicted', withOption: true }],
  },
  {
    id: 'unnatural-appetite', d12: [1, 3], d20: [5, 6], line: 86, name: 'Unnatural appetite',
    text: 'Unnatural appetite. You develop an unnatural appetite: you must satisfy it instead of eating normal food or drinking water. D6: 1) drink blood; 2) drink tears; 3) drink quicksilver; 4) eat mud; 5) eat human flesh; 6) eat maggots.',
    sub: { die: 6, options: ['drink blood', 'drink tears', 'drink quicksilver', 'eat mud', 'eat human flesh', 'eat maggots'] },
    effects: [],
  },
  {
    id: 'disgusting-habit', d12: [1, 3], d20: [7, 8], line: 87, name: 'Disgusting habit',
    text: 'Disgusting habit. You develop an annoying or disgusting habit. D6: 1) eat your hair; 2) scratch your butt; 3) fart; 4) pick your nose; 5) spit; 6) belch loudly.',
    sub: { die: 6, options: ['eat your hair', 'scratch your butt', 'fart', 'pick your nose', 'spit', 'belch loudly'] },
    effects: [],
  },
  {
    id: 'compulsion', d12: [1, 3], d20: [9, 10], line: 88, name: 'Compulsion',
    text: 'Compulsion. You develop an irresistible desire to do something: when tempted, you must pass a WIT save to resist. D6: 1) make things burn; 2) destroy beautiful things; 3) keep your stuff perfectly clean; 4) insult figures of authority; 5) buy unnecessarily expensive things; 6) steal.',
    sub: { die: 6, options: ['make things burn', 'destroy beautiful things', 'keep your stuff perfectly clean', 'insult figures of authority', 'buy unnecessarily expensive things', 'steal'] },
    effects: [],
  },
  {
    id: 'revulsion', d12: [1, 3], d20: [11, 12], line: 89, name: 'Revulsion',
    text: 'Revulsion. You must pass a WIT save to force yourself to approach or touch the source of your revulsion. D6: 1) metal; 2) animals; 3) people; 4) mushrooms; 5) water; 6) dirt.',
    sub: { die: 6, options: ['metal', 'animals', 'people', 'mushrooms', 'water', 'dirt'] },
    effects: [],
  },
  {
    id: 'irrational-phobia', d12: [1, 3], d20: [13, 14], line: 90, name: 'Irrational phobia',
    text: 'Irrational phobia. You are afraid of something irrational. D6: 1) rodents; 2) salt water; 3) religious paraphernalia; 4) a particular colour; 5) insects; 6) wizards.',
    sub: { die: 6, options: ['rodents', 'salt water', 'religious paraphernalia', 'a particular colour', 'insects', 'wizards'] },
    effects: [],
  },
  {
    id: 'irrational-hatred', d12: [1, 3], d20: [15, 16], line: 91, name: 'Irrational hatred',
    text: 'Irrational hatred. You must pass a WIT save to keep yourself from act aggressively against the target of your hatred. D6: 1) a specific group of people; 2) wizards; 3) priests; 4) demons; 5) undead; 6) animals.',
    sub: { die: 6, options: ['a specific group of people', 'wizards', 'priests', 'demons', 'undead', 'animals'] },
    effects: [],
  },
  {
    id: 'uncontrollable-bloodlust', d12: [1, 3], d20: [17, 18], line: 92, name: 'Uncontrollable bloodlust',
    text: 'Uncontrollable bloodlust. When blood is spilt nearby, you must pass a WIT save or become frenzied until the end of the stretch. If you pass you are immune to this effect until the end of the stretch.',
    effects: [],
  },
  {
    id: 'telepathy', d12: [1, 3], d20: [19, 20], line: 93, name: 'Telepathy',
    text: 'Telepathy. You can communicate telepathically with a person you can see within range 8. While doing this you must concentrate and can’t perform any other activity requiring your focus.',
    effects: [],
  },
  {
    id: 'atrophy', d12: [4, 5], d20: [1, 3], line: 94, name: 'Atrophy',
    text: 'Atrophy. Your STR is permanently reduced by d4.',
    effects: [{ kind: 'ability-die', ability: 'str', sign: -1, aboveHumanLimit: false }],
  },
  {
    id: 'bulging-muscles', d12: [4, 5], d20: [4, 6], line: 95, name: 'Bulging muscles',
    text: 'Bulging muscles. Your STR is permanently increased by d4. It can go above 15, but not above 19.',
    effects: [{ kind: 'ability-die', ability: 'str', sign: 1, aboveHumanLimit: true }],
  },
  {
    id: 'painful-boils', d12: [4, 5], d20: [7, 9], line: 96, name: 'Painful boils',
    text: 'Painful boils. Your AGI is permanently reduced by d4.',
    effects: [{ kind: 'ability-die', ability: 'agi', sign: -1, aboveHumanLimit: false }],
  },
  {
    id: 'flexible-joints', d12: [4, 5], d20: [10, 12], line: 97, name: 'Flexible joints',
    text: 'Flexible joints. Your AGI is permanently increased by d4. It can go above 15, but not above 19.',
    effects: [{ kind: 'ability-die', ability: 'agi', sign: 1, aboveHumanLimit: true }],
  },
  {
    id: 'brain-rot', d12: [4, 5], d20: [13, 15], line: 98, name: 'Brain rot',
    text: 'Brain rot. Your WIT is permanently reduced by d4.',
    effects: [{ kind: 'ability-die', ability: 'wit', sign: -1, aboveHumanLimit: false }],
  },
  {
    id: 'keen-senses', d12: [4, 5], d20: [16, 18], line: 99, name: 'Keen senses',
    text: 'Keen senses. Your WIT is permanently increased by d4. It can go above 15, but not above 19.',
    effects: [{ kind: 'ability-die', ability: 'wit', sign: 1, aboveHumanLimit: true }],
  },
  {
    id: 'curse', d12: [4, 5], d20: [19, 20], line: 100, name: 'Curse',
    text: 'Curse. Your maximum omens are permanently reduced by 1. Reroll if they are already 0.',
    effects: [{ kind: 'omens-max', amount: -1 }],
  },
  {
    id: 'unusual-skin', d12: [6, 8], d20: [1, 4], line: 101, name: 'Unusual skin',
    text: 'Unusual skin. Your skin develop an unusual colour, pattern, or appearance. D6: 1) bright red; 2) corpse-like flesh; 3) multi-chromatic; 4) metallic; 5) hairless; 6) covered in strange markings.',
    sub: { die: 6, options: ['bright red', 'corpse-like flesh', 'multi-chromatic', 'metallic', 'hairless', 'covered in strange markings'] },
    effects: [],
  },
  {
    id: 'unusual-eyes', d12: [6, 8], d20: [5, 8], line: 102, name: 'Unusual eyes',
    text: 'Unusual eyes. Your eyes develop an unusual colour, pattern, or appearance. This doesn’t affect your ability to see. D6: 1) empty sockets; 2) eyes like a starry night; 3) burning flames; 4) eye-stalks; 5) lizard-like; 6) blood red.',
    sub: { die: 6, options: ['empty sockets', 'eyes like a starry night', 'burning flames', 'eye-stalks', 'lizard-like', 'blood red'] },
    effects: [],
  },
  {
    id: 'unusual-hair', d12: [6, 8], d20: [9, 12], line: 103, name: 'Unusual hair',
    text: 'Unusual hair. Your hair develops an unusual colour, pattern, or appearance. D6: 1) bright red and waving like a living flame; 2) crawling maggots; 3) silvery white and strong like metal; 4) moving in spirals; 5) weak and patchy; 6) leafy vines.',
    sub: { die: 6, options: ['bright red and waving like a living flame', 'crawling maggots', 'silvery white and strong like metal', 'moving in spirals', 'weak and patchy', 'leafy vines'] },
    effects: [],
  },
  {
    id: 'unusual-odour', d12: [6, 8], d20: [13, 16], line: 104, name: 'Unusual odour',
    text: 'Unusual odour. Your body emits an unusual, very noticeable odour. D6: 1) musk; 2) sulphur; 3) dung; 4) rotten flesh; 5) ammonia; 6) rusted iron.',
    sub: { die: 6, options: ['musk', 'sulphur', 'dung', 'rotten flesh', 'ammonia', 'rusted iron'] },
    effects: [],
  },
  {
    id: 'unusual-voice', d12: [6, 8], d20: [17, 20], line: 105, name: 'Unusual voice',
    text: 'Unusual voice. Your voice changes in an unusual way. D6: 1) raspy whisper; 2) hissing; 3) high pitched; 4) powerful growl; 5) buzzing as if produced by insects; 6) unrecognisable accent.',
    sub: { die: 6, options: ['raspy whisper', 'hissing', 'high pitched', 'powerful growl', 'buzzing as if produced by insects', 'unrecognisable accent'] },
    effects: [],
  },
  {
    id: 'lost-body-part', d12: [9, 10], d20: [1, 2], line: 106, name: 'Lost body part',
    text: 'Lost body part. One part of your body disappears, potentially bringing similar disadvantages as an injury. D6: 1) an arm; 2) a leg; 3) an eye; 4) an ear; 5) your nose; 6) your teeth.',
    sub: { die: 6, options: ['an arm', 'a leg', 'an eye', 'an ear', 'your nose', 'your teeth'] },
    effects: [],
  },
  {
    id: 'extra-body-part', d12: [9, 10], d20: [3, 4], line: 107, name: 'Extra body part',
    text: 'Extra body part. An additional body part sprouts somewhere on your body. D6: 1) an arm; 2) a leg; 3) an eye; 4) an ear; 5) a nose; 6) a mouth.',
    sub: { die: 6, options: ['an arm', 'a leg', 'an eye', 'an ear', 'a nose', 'a mouth'] },
    effects: [],
  },
  {
    id: 're-arranged-body-parts', d12: [9, 10], d20: [5, 6], line: 108, name: 'Re-arranged body parts',
    text: 'Re-arranged body parts. Some body parts swap their positions, for example your legs with your arms, or your eyes with your ears.',
    effects: [],
  },
  {
    id: 'weird-blood', d12: [9, 10], d20: [7, 8], line: 109, name: 'Weird blood',
    text: 'Weird blood. Your blood is replaced by some weird substance. D6: 1) acid; 2) insects; 3) mud; 4) resin; 5) wine; 6) glue.',
    sub: { die: 6, options: ['acid', 'insects', 'mud', 'resin', 'wine', 'glue'] },
    effects: [],
  },
  {
    id: 'bestial-legs', d12: [9, 10], d20: [9, 10], line: 110, name: 'Bestial legs',
    text: 'Bestial legs. D6: 1) goat legs; 2) grasshopper legs (can jump farther away); 3) spider legs (can climb sheer surfaces easily); 4) bird legs; 5) lizard legs; 6) fish tail (can swim at full speed, halves movement speed on land).',
    sub: { die: 6, options: ['goat legs', 'grasshopper legs (can jump farther away)', 'spider legs (can climb sheer surfaces easily)', 'bird legs', 'lizard legs', 'fish tail (can swim at full speed, halves movement speed on land)'] },
    effects: [],
  },
  {
    id: 'bestial-arm', d12: [9, 10], d20: [11, 12], line: 111, name: 'Bestial arm',
    text: 'Bestial arm. D6: 1) tentacle (your grapple attacks can’t be saved against); 2) crab pincer (d6 damage); 3) sharp claws (d4 damage); 4) wing (not functional); 5) gorilla arm (d4 damage, STR permanently increased by 1); 6) mantis scythe (d6 damage).',
    sub: { die: 6, options: ['tentacle (your grapple attacks can’t be saved against)', 'crab pincer (d6 damage)', 'sharp claws (d4 damage)', 'wing (not functional)', 'gorilla arm (d4 damage, STR permanently increased by 1)', 'mantis scythe (d6 damage)'] },
    effects: [{ kind: 'ability-fixed', ability: 'str', amount: 1, option: 5 }],
  },
  {
    id: 'bestial-head', d12: [9, 10], d20: [13, 14], line: 112, name: 'Bestial head',
    text: 'Bestial head. D6: 1) horned goat head (horns: d4 damage); 2) fly head; 3) bird head (beak: d4 damage); 4) snake head (bite: d4 damage, poison: damaging); 5) bat head (echolocation); 6) frog head (sticky tongue with range 1, can grab items and characters of bulk 1 or less).',
    sub: { die: 6, options: ['horned goat head (horns: d4 damage)', 'fly head', 'bird head (beak: d4 damage)', 'snake head (bite: d4 damage, poison: damaging)', 'bat head (echolocation)', 'frog head (sticky tongue with range 1, can grab items and characters of bulk 1 or less)'] },
    effects: [],
  },
  {
    id: 'bestial-skin', d12: [9, 10], d20: [15, 16], line: 113, name: 'Bestial skin',
    text: 'Bestial skin. D6: 1) thick fur; 2) bird feathers; 3) lizard scales; 4) fish scales; 5) elephant skin; 6) turtle shell (armour value 1).',
    sub: { die: 6, options: ['thick fur', 'bird feathers', 'lizard scales', 'fish scales', 'elephant skin', 'turtle shell (armour value 1)'] },
    effects: [{ kind: 'armour', amount: 1, option: 6 }],
  },
  {
    id: 'bestial-tail', d12: [9, 10], d20: [17, 18], line: 114, name: 'Bestial tail',
    text: 'Bestial tail. D6: 1) scorpion (d6 damage, paralysing poison on 1 or more damage); 2) monkey (prehensile); 3) goat; 4) lizard (regrows if cut); 5) pig; 6) dog (it wiggles when you are excited);',
    sub: { die: 6, options: ['scorpion (d6 damage, paralysing poison on 1 or more damage)', 'monkey (prehensile)', 'goat', 'lizard (regrows if cut)', 'pig', 'dog (it wiggles when you are excited)'] },
    effects: [],
  },
  {
    id: 'bestial-wings', d12: [9, 10], d20: [19, 20], line: 115, name: 'Bestial wings',
    text: 'Bestial wings. You gain the flying (lander) trait. D4: 1) falcon; 2) butterfly; 3) fly; 4) bat.',
    sub: { die: 4, options: ['falcon', 'butterfly', 'fly', 'bat'] },
    effects: [{ kind: 'trait', trait: 'flying (lander)' }],
  },
  {
    id: 'bone-spurs', d12: [11, 11], d20: [1, 1], line: 116, name: 'Bone spurs',
    text: 'Bone spurs. Sharp bone spurs grows all over your body. They can be used as a weapon inflicting d6 damage.',
    effects: [],
  },
  {
    id: 'elastic-limbs', d12: [11, 11], d20: [2, 2], line: 117, name: 'Elastic limbs',
    text: 'Elastic limbs. Your arms, legs, and neck are elastic and can extend up to range 1.',
    effects: [],
  },
  {
    id: 'detachable-limbs', d12: [11, 11], d20: [3, 3], line: 118, name: 'Detachable limbs',
    text: 'Detachable limbs. You suffer no bleeding when body parts are cut away from you, and you can still move them as if they were still connected to your body. Reconnecting them to your body requires stitching.',
    effects: [],
  },
  {
    id: 'acid-secretion', d12: [11, 11], d20: [4, 4], line: 119, name: 'Acid secretion',
    text: 'Acid secretion. You secrete an extremely acid substance. Any piece of clothing or armour you wear is destroyed within seconds, and you inflict d4 damage per round to characters you grab.',
    effects: [],
  },
  {
    id: 'foul-secretion', d12: [11, 11], d20: [5, 5], line: 120, name: 'Foul secretion',
    text: 'Foul secretion. You secrete a foul, smelly substance. Everyone you touch is exposed to a disease. D6: 1) influence; 2) bloody influence; 3) plague; 4) black gangrene; 5) bloodburn; 6) weeping sores.',
    sub: { die: 6, options: ['influence', 'bloody influence', 'plague', 'black gangrene', 'bloodburn', 'weeping sores'] },
    effects: [],
  },
  {
    id: 'skull-face', d12: [11, 11], d20: [6, 6], line: 121, name: 'Skull face',
    text: 'Skull face. Your face turns into a skull. You gain the frightening trait.',
    effects: [{ kind: 'trait', trait: 'frightening' }],
  },
  {
    id: 'darksight', d12: [11, 11], d20: [7, 7], line: 122, name: 'Darksight',
    text: 'Darksight. You can see in darkness, but in daily light you can see at most up to range 1.',
    effects: [],
  },
  {
    id: 'corrosive-vomit', d12: [11, 11], d20: [8, 8], line: 123, name: 'Corrosive vomit',
    text: 'Corrosive vomit. Once per daily rest, you can vomit a large amount of corrosive liquid. This is an attack inflicting d6 damage and damaging the equipment of your target.',
    effects: [],
  },
  {
    id: 'fire-breath', d12: [11, 11], d20: [9, 9], line: 124, name: 'Fire breath',
    text: 'Fire breath. Once per daily rest, you can breathe a stream of fire. This is a blast attack inflicting d6 fire damage.',
    effects: [],
  },
  {
    id: 'swarm-of-insects', d12: [11, 11], d20: [10, 10], line: 125, name: 'Swarm of insects',
    text: 'Swarm of insects. You are constantly accompanied by a swarm of flies, maggots, and cockroaches, swarming around you and molesting anyone trying to harm you. Enemies attempting to attack you in melee must pass a STR save to be able to hit you.',
    effects: [],
  },
  {
    id: 'evil-eye', d12: [11, 11], d20: [11, 11], line: 126, name: 'Evil eye',
    text: 'Evil eye. One of your eyes turns black like the night. You gain the sorcery skill, or your maximum mana is increased by 1 if you already have the skill. Your sight isn’t affected.',
    effects: [{ kind: 'sorcery-or-mana' }],
  },
  {
    id: 'eye-of-the-prophet', d12: [11, 11], d20: [12, 12], line: 127, name: 'Eye of the prophet',
    text: 'Eye of the prophet. One of your eyes turn milky white like a pearl. Your maximum omens increase by 1. Your sight isn’t affected.',
    effects: [{ kind: 'omens-max', amount: 1 }],
  },
  {
    id: 'boneless', d12: [11, 11], d20: [13, 13], line: 128, name: 'Boneless',
    text: 'Boneless. Your skeleton leaves your body to live its own life as an undead and you become a soft, boneless organism. Your STR and AGI are both permanently reduced by d4, but you are able to bend your body in impossible ways.',
    effects: [
      { kind: 'ability-die', ability: 'str', sign: -1, aboveHumanLimit: false },
      { kind: 'ability-die', ability: 'agi', sign: -1, aboveHumanLimit: false },
    ],
  },
  {
    id: 'skeleton', d12: [11, 11], d20: [14, 14], line: 129, name: 'Skeleton',
    text: 'Skeleton. Your skin and muscles turn into dust, leaving you as a bloody skeleton surrounding your internal organs. You gain the undead and frightening traits, but your STR and AGI are permanently reduced by d4.',
    effects: [
      { kind: 'trait', trait: 'undead' },
      { kind: 'trait', trait: 'frightening' },
      { kind: 'ability-die', ability: 'str', sign: -1, aboveHumanLimit: false },
      { kind: 'ability-die', ability: 'agi', sign: -1, aboveHumanLimit: false },
    ],
  },
  {
    id: 'flying-head', d12: [11, 11], d20: [15, 15], line: 130, name: 'Flying head',
    text: 'Flying head. Your head detaches from your body, and from now on you must live as a bodiless flying head. You gain the flying (hoverer) trait and your STR is permanently halved, besides any other obvious effects.',
    effects: [{ kind: 'trait', trait: 'flying (hoverer)' }, { kind: 'halve', ability: 'str' }],
  },
  {
    id: 'mouth-of-truth', d12: [11, 11], d20: [16, 16], line: 131, name: 'Mouth of truth',
    text: 'Mouth of truth. A fanged mouth opens on your neck, which reveals your secrets at the least opportune moments. It is silenced for a day if it drinks human blood.',
    effects: [],
  },
  {
    id: 'sentient-tumour', d12: [11, 11], d20: [17, 17], line: 132, name: 'Sentient tumour',
    text: 'Sentient tumour. A cancerous lump grows somewhere on your body. It has its own alien intellect and constantly tries to take control over you. The GM makes a secret WIT roll for you at the start of each day: on a fail, the tumour takes control over your body for a stretch during the day. When and how is decided by the GM. When you die, the tumour detaches from your body and turns into a tiny copy of you, which grows to full size after a week, potentially taking your place in the world.',
    effects: [],
  },
  {
    id: 'evil-twin', d12: [11, 11], d20: [18, 18], line: 133, name: 'Evil twin',
    text: 'Evil twin. A lump detaches from your body and grows into an identical twin, who is however extremely evil and will try to soil your good name in any way possible.',
    effects: [],
  },
  {
    id: 'demonic-nature', d12: [11, 11], d20: [19, 19], line: 134, name: 'Demonic nature',
    text: 'Demonic nature. You feel that something is different, as if you didn’t belong to this world any more. You gain the demon trait.',
    effects: [{ kind: 'trait', trait: 'demon' }],
  },
  {
    id: 'uncanny-resemblance', d12: [11, 11], d20: [20, 20], line: 135, name: 'Uncanny resemblance',
    text: 'Uncanny resemblance. Your appearances changes to match that of another person.',
    effects: [],
  },
  {
    id: 'roll-twice', d12: [12, 12], d20: [1, 20], line: 136, name: 'Roll twice',
    text: 'Roll twice.',
    effects: [{ kind: 'roll-twice' }],
  },
];

/** The entry for a d12 and a d20 result; undefined outside 1-12 and 1-20. */
export function mutationAt(d12: number, d20: number): MutationRow | undefined {
  return MUTATIONS.find((m) => d12 >= m.d12[0] && d12 <= m.d12[1] && d20 >= m.d20[0] && d20 <= m.d20[1]);
}

/** An entry by id. */
export function mutationById(id: string): MutationRow | undefined {
  return MUTATIONS.find((m) => m.id === id);
}
