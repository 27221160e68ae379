/** Murdham amounts in words: shillings (ʂ, tracked to a quarter, 000:153) and bulk in halves (000:176). */
import { formatNumber } from '../../text/format';

const FRACTIONS: Readonly<Record<number, string>> = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** A number with its quarter as a fraction sign: 3.25 → "3¼", 0.5 → "½", 1250 → "1,250". */
export function quarters(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '−' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs);
  const fraction = FRACTIONS[Math.round((abs - whole) * 100) / 100];
  if (fraction === undefined) return `${sign}${abs.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return `${sign}${whole === 0 && fraction !== '' ? '' : formatNumber(whole)}${fraction}`;
}

/** "12¼ʂ", as the text writes money ("512ʂ", 000:151). */
export function formatShillings(value: number): string {
  return `${quarters(value)}ʂ`;
}
