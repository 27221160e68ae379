/**
 * Names a new character can take without repeating one already stored ("Ayla (2)"): for kept copies of imports and
 * duplicates, and for quick characters whose random name is taken.
 */
import { MAX_NAME_LENGTH } from '../../../core/documents/document-checks';
import { sortName } from './rows';

/** "Ayla" → "Ayla", "Ayla (3)" → "Ayla": the name without a copy number, so copies of copies count on. */
function baseName(name: string): string {
  return name.replace(/\s*\(\d+\)$/, '');
}

/** The first "Name (n)", n ≥ 2, that no stored character uses (compared like the name index), within the name limit. */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = baseName(name);
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const room = MAX_NAME_LENGTH - suffix.length;
    const candidate = `${Array.from(base).slice(0, room).join('')}${suffix}`.trim();
    if (!taken.has(sortName(candidate))) return candidate;
  }
}

/** `name` when no stored character uses it, else its first free copy name. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  return taken.has(sortName(name)) ? copyName(name, taken) : name;
}
