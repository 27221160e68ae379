/**
 * Campaign schema 2 → 3: monsters in each system's own terms. A schema-2 saved monster and a monster in a fight held
 * a B/X stat line (hit dice, hit points, defence, damage, attack bonus, XP); schema 3 keeps a saved monster as the
 * inputs of its system's monster model, and a monster in a fight as figures (a summary, defences, attacks, XP).
 * The B/X fields become inputs of those ids (hitDice, hp, defence, damage, attackBonus, xp: the inputs of the Dark
 * Dungeons model, so its saved monsters work as they did; another system's model says if it cannot read them), and
 * figures worded from them. Members' conditions are left where schema 2 kept them: the app moves them onto the
 * characters when the campaign is opened (core/campaign/legacy-conditions.ts). Shipped with schema 3 and never edited
 * afterwards. Pure and total: what it does not recognise it leaves as it is.
 */

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** A schema-2 saved monster as the inputs of a monster model (blank where schema 2 left it to the table). */
function template(raw: unknown): unknown {
  if (!isRecord(raw) || 'input' in raw) return raw;
  const { hitDice, hp, defence, damage, attackBonus, xp, ...rest } = raw;
  const input = { hitDice: text(hitDice), hp: text(hp), defence: text(defence), damage: text(damage), attackBonus: text(attackBonus), xp: text(xp) };
  return { ...rest, input };
}

/** A schema-2 monster in a fight as figures. */
function stats(raw: unknown): unknown {
  if (!isRecord(raw) || 'summary' in raw) return raw;
  const { hitDice, defence, damage, attackBonus, ...rest } = raw;
  const hd = text(hitDice);
  const ac = text(defence);
  const dmg = text(damage);
  const attack = [typeof attackBonus === 'number' && Number.isFinite(attackBonus) ? `${signed(attackBonus)} to hit` : '', dmg].filter((t) => t !== '').join(', ');
  return { ...rest, summary: hd ? `Hit dice ${hd}` : '', defences: ac ? [{ label: 'AC', value: ac }] : [], attacks: attack ? [attack] : [] };
}

function combatant(raw: unknown): unknown {
  return isRecord(raw) && isRecord(raw['monster']) ? { ...raw, monster: stats(raw['monster']) } : raw;
}

function mapList(value: unknown, f: (v: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(f) : value;
}

/** A logged tracker action whose snapshot kept the combatants. */
function action(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw['before'])) return raw;
  const before = raw['before'];
  return 'combatants' in before ? { ...raw, before: { ...before, combatants: mapList(before['combatants'], combatant) } } : raw;
}

/** A defeated monster in a session's record: its hit dice become its summary. */
function defeated(raw: unknown): unknown {
  if (!isRecord(raw) || 'summary' in raw) return raw;
  const { hitDice, ...rest } = raw;
  return { ...rest, summary: text(hitDice) ? `Hit dice ${text(hitDice)}` : '' };
}

function session(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  return { ...raw, combats: mapList(raw['combats'], (c) => (isRecord(c) ? { ...c, defeated: mapList(c['defeated'], defeated) } : c)) };
}

/** Upgrades one schema-2 campaign to schema 3. */
export function monstersToSchema3(doc: Raw): Raw {
  const combat = doc['combat'];
  return {
    ...doc,
    monsters: mapList(doc['monsters'], template),
    journal: mapList(doc['journal'], session),
    ...(isRecord(combat) ? { combat: { ...combat, combatants: mapList(combat['combatants'], combatant), log: mapList(combat['log'], action) } } : {}),
    schemaVersion: 3,
  };
}
