/** Dark Dungeons amounts in words: gold pieces. */
import { formatNumber } from '../../text/format';

/** "1,250 gp". */
export function formatGp(value: number): string {
  return `${formatNumber(value)} gp`;
}
