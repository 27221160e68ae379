/** Dark Dungeons amounts in words: gold pieces. */
import { SOURCE_MARKER } from '../../text/source-note';
import { formatNumber } from '../../text/format';
import { CP_PER_GP, formatCoins } from '../../text/coins';

/** "1,250 gp". */
export function formatGp(value: number): string {
  return `${formatNumber(value)} gp`;
}

/** "an elf", "a thief": the indefinite article a word takes (by its first letter, which serves every class name). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** The class name as a sentence uses it, with its article: "a magic-user", "an elf". */
export function aClass(name: string): string {
  return withArticle(name.toLowerCase());
}

/** A rule's source put after the words: "… — Source: 004:1022". */
export function sourced(text: string, source: string): string {
  return `${text}${SOURCE_MARKER}${source}`;
}

/** The text with its first letter in capitals: "An elf", "A magic-user". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A shop price: "5 sp" below a gold piece when it is whole silver, else "1.5 gp", "40 gp". */
export function formatPrice(gp: number): string {
  const sp = Math.round(gp * 10);
  if (gp < 1 && Math.abs(sp - gp * 10) < 1e-9) return `${sp} sp`;
  return formatGp(gp);
}

/**
 * A purse held in gold pieces (to the copper), in coins as the rules count them: 71.8 → "71 gp 8 sp". The same
 * writing Orcus uses, since both keep 1 gp = 10 sp = 100 cp (supplement §7.1).
 */
export function formatPurse(gp: number): string {
  return formatCoins(Math.round(gp * CP_PER_GP));
}
