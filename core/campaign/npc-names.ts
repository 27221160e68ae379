/**
 * Names for a batch of quick NPCs (issue 21 §7, §10): every one distinct from the others of the batch and from the
 * characters already kept. Quick characters draw names at random, so a batch of six hirelings could repeat one; a
 * prefix numbers them on from the last number taken ("Torchbearer 3" after a batch of two).
 */

/** Names compared as a person reads them: case and spaces around them aside. */
const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * The names for a batch: with a prefix, "Prefix N" with the lowest numbers not taken; without one, the names drawn,
 * each repeated one given the first free " (2)", " (3)"... as the roster does for two quick characters of one name.
 */
export function batchNames(drawn: readonly string[], prefix: string, taken: Iterable<string>): string[] {
  const used = new Set([...taken].map(key));
  const out: string[] = [];
  const claim = (name: string) => {
    used.add(key(name));
    out.push(name);
  };
  const p = prefix.trim();
  let n = 1;
  for (const name of drawn) {
    if (p) {
      while (used.has(key(`${p} ${n}`))) n++;
      claim(`${p} ${n}`);
      continue;
    }
    const base = name.trim() || 'Unnamed';
    let candidate = base;
    for (let i = 2; used.has(key(candidate)); i++) candidate = `${base} (${i})`;
    claim(candidate);
  }
  return out;
}
