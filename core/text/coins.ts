/**
 * Money in coins as the rule books write it, "29 gp 9 sp 5 cp", for every system whose coins keep the decimal
 * gold standard (1 gp = 10 sp = 100 cp): Dark Dungeons (supplement §7.1) and Orcus (002:651-657) alike. An amount is
 * given in copper, the smallest coin, so it is a whole number and sums never drift.
 */
import { formatNumber } from './format';

/** Copper in a gold piece and in a silver piece. */
export const CP_PER_GP = 100;
export const CP_PER_SP = 10;

/** An amount split into the fewest gold, silver and copper coins (no platinum or electrum: nobody hands them out). */
export interface CoinSplit {
  readonly gp: number;
  readonly sp: number;
  readonly cp: number;
}

/** The fewest gp, sp and cp that make a whole number of copper pieces (negative amounts count as their size). */
export function splitCoins(cp: number): CoinSplit {
  const abs = Math.abs(Math.round(cp));
  return { gp: Math.floor(abs / CP_PER_GP), sp: Math.floor((abs % CP_PER_GP) / CP_PER_SP), cp: abs % CP_PER_SP };
}

/** "40 gp 5 sp 3 cp", "8 sp", "0 gp"; a debt starts with "−". */
export function formatCoins(cp: number): string {
  const whole = Math.round(cp);
  const c = splitCoins(whole);
  const parts = [c.gp > 0 || (c.sp === 0 && c.cp === 0) ? `${formatNumber(c.gp)} gp` : '', c.sp > 0 ? `${c.sp} sp` : '', c.cp > 0 ? `${c.cp} cp` : ''].filter(Boolean);
  return (whole < 0 ? '−' : '') + parts.join(' ');
}
