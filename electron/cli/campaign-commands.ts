/**
 * Commands for game masters: `campaign <file> xp` (a session award with the app's arithmetic, applied to the
 * campaign file's own characters with --write), `roll <notation>` (core/dice) and `party-pdf` (the one-page party
 * sheet). They call the same core functions as the app, through the system seam.
 */
import { PDFDocument } from 'pdf-lib';
import { createSeededRandom, createSystemRandom, DiceNotationError, roll, type RollResult } from '../../core/dice';
import { applySessionAward, planSessionAward, type AwardCharacter, type AwardInput, type SessionAwardPlan } from '../../core/campaign/awards';
import { addSession } from '../../core/campaign/journal';
import { isProblem } from '../../core/campaign/members';
import type { CampaignDocument } from '../../core/documents/campaign';
import type { CharacterDocument } from '../../core/documents/character';
import { newId } from '../../core/documents/ids';
import { exportCampaign } from '../../core/documents/import';
import { partySheet, renderPartySheetPdf } from '../../core/sheet/party-sheet';
import { rosterCard } from '../../core/systems/card';
import { loadSystem } from '../../core/systems/registry';
import type { AnySystem } from '../../core/systems/types';
import { formatNumber as n } from '../../core/text/format';
import { quoteName } from '../services/display-name';
import { CliError, optionInt, optionString, parseArgs } from './args';
import { PAPERS, loadFonts, paperOption, reportLine } from './file-commands';
import { checkPdfTarget, importFile, nowIso, writeOutput } from './files';
import type { CommandOutput } from './progress-commands';

/** A campaign file read as the app reads it, with its system loaded. */
async function loadCampaign(path: string | undefined): Promise<{ campaign: CampaignDocument; members: CharacterDocument[]; system: AnySystem; notes: string[] }> {
  const outcome = await importFile(path, 'a campaign file');
  if (outcome.kind !== 'campaign') throw new CliError(`${quoteName(path ?? '')} is a character, not a campaign.`);
  const campaign = outcome.doc as CampaignDocument;
  const system = await loadSystem(campaign.system);
  if (!system) throw new CliError(`Unknown game system "${campaign.system}".`);
  return { campaign, members: outcome.members, system, notes: outcome.report.map(reportLine) };
}

/** A whole number of XP from an option, 0 when absent. */
function xpOption(raw: string | undefined, name: string): number {
  if (raw === undefined) return 0;
  if (!/^\d+$/.test(raw.trim())) throw new CliError(`--${name} must be a whole number of XP, got "${raw}".`);
  return Number(raw.trim());
}

/** Members named on the command line (by name, any case, or by id) as character ids. */
function memberIds(raw: string, members: readonly CharacterDocument[]): string[] {
  return raw.split(',').map((word) => word.trim()).filter((word) => word !== '').map((word) => {
    const found = members.find((m) => m.id === word) ?? members.filter((m) => m.name.trim().toLocaleLowerCase('en') === word.toLocaleLowerCase('en'));
    if (Array.isArray(found)) {
      if (found.length > 1) throw new CliError(`Two members are called ${quoteName(word)}; name them by id instead.`);
      if (found[0] === undefined) throw new CliError(`No party member is called ${quoteName(word)}; members: ${members.map((m) => m.name).join(', ')}.`);
      return found[0].id;
    }
    return found.id;
  });
}

/** The JSON `campaign <file> xp --json` prints: the award as worked out, and what was written. */
export interface CampaignXpReport extends Omit<SessionAwardPlan, 'members'> {
  readonly campaign: string;
  readonly members: readonly (Omit<SessionAwardPlan['members'][number], 'report'> & { readonly bonus: string })[];
  /** The file written with --write, or null. */
  readonly written: string | null;
  /** The session the award was recorded in, with --write. */
  readonly session: string | null;
}

/**
 * `campaign <file> xp --monsters <n> --treasure <n> [--present a,b] [--solo] [--session <id>] [--json] [--write]`:
 * the session award with each member's arithmetic; --write gives it to the file's characters and records it in the
 * session (a new one dated today unless --session names one).
 */
async function campaignXp(path: string | undefined, argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['monsters', 'treasure', 'present', 'solo', 'session', 'json', 'write'], ['monsters', 'treasure', 'present', 'session']);
  if (args.positional.length > 0) throw new CliError(`Unexpected ${quoteName(args.positional[0] ?? '')}; campaign <file> xp takes only options.`);
  const { campaign, members, system, notes } = await loadCampaign(path);
  const present = optionString(args, 'present');
  const input: AwardInput = {
    monsterXp: xpOption(optionString(args, 'monsters'), 'monsters'),
    treasureXp: xpOption(optionString(args, 'treasure'), 'treasure'),
    ...(present !== undefined ? { present: memberIds(present, members) } : {}),
    soloSideQuest: args.options.has('solo'),
  };
  const characters = new Map<string, AwardCharacter>(members.map((doc) => [doc.id as string, { doc, trashed: false }]));
  const plan = planSessionAward(campaign, system, characters, input);
  if (isProblem(plan)) throw new CliError(plan.problem);

  let written: string | null = null;
  let session: string | null = null;
  if (args.options.has('write') && path) {
    const now = nowIso();
    let withSession = campaign;
    session = optionString(args, 'session') ?? null;
    if (session === null) {
      session = newId();
      const added = addSession(campaign, session, { date: now.slice(0, 10), title: 'XP award (command line)', present: plan.present });
      if (isProblem(added)) throw new CliError(added.problem);
      withSession = added;
    }
    const applied = applySessionAward(withSession, system, characters, plan, { sessionId: session, awardId: newId(), now, input });
    if (isProblem(applied)) throw new CliError(applied.problem);
    const changed = new Map(applied.characters.map((d) => [d.id as string, d]));
    await writeOutput(path, exportCampaign(applied.campaign, members.map((m) => changed.get(m.id) ?? m)));
    written = path;
  }

  if (args.options.has('json')) {
    const report: CampaignXpReport = {
      ...plan,
      campaign: campaign.name,
      members: plan.members.map(({ report, ...m }) => ({ ...m, bonus: report?.bonusExplanation ?? '' })),
      written,
      session,
    };
    return { lines: [JSON.stringify(report, null, 2)], status: 0, notes };
  }
  const lines = [...plan.arithmetic, ...plan.houseRules.map((r) => `House rule: ${r}`)];
  for (const m of plan.members) lines.push(`${m.name}: ${m.problem ?? m.arithmetic.join('; ')}`);
  lines.push(`Total given: ${n(plan.totalGiven)} XP.`, written ? `Wrote ${quoteName(written)}.` : 'Nothing written: add --write to give the award to the file’s characters.');
  return { lines, status: 0, notes };
}

/** `campaign <file> <what> ...`: the campaign commands (xp for now). */
export async function campaignCommand(argv: readonly string[]): Promise<CommandOutput> {
  const [path, what, ...rest] = argv;
  if (path === undefined || path.startsWith('-')) throw new CliError('Name a campaign file: campaign <file> xp --monsters <n> --treasure <n>.');
  if (what === 'xp') return campaignXp(path, rest);
  throw new CliError(`Unknown campaign command ${quoteName(what ?? '')}; use: campaign <file> xp --monsters <n> --treasure <n> [--present a,b] [--json] [--write].`);
}

/** The JSON `roll --json` prints: core/dice's result, every die included. */
export type RollReport = RollResult;

/** `roll <notation> [--seed <n>] [--json]`: dice rolled with core/dice (the same for the same seed). */
export function rollCommand(argv: readonly string[]): CommandOutput {
  const args = parseArgs(argv, ['seed', 'json'], ['seed']);
  if (args.positional.length !== 1) throw new CliError('Give one dice notation, e.g. roll 2d6+1 (quote it if it has spaces).');
  const seed = optionInt(args, 'seed', 0, Number.MAX_SAFE_INTEGER);
  let result: RollReport;
  try {
    result = roll(args.positional[0] ?? '', seed === undefined ? createSystemRandom() : createSeededRandom(seed));
  } catch (error) {
    if (error instanceof DiceNotationError) throw new CliError(`That cannot be rolled: ${error.message}.`);
    throw error;
  }
  return { lines: [args.options.has('json') ? JSON.stringify(result, null, 2) : result.text], status: 0 };
}

/** `party-pdf <campaign> -o <out.pdf> [--paper a4|letter]`: the one-page party sheet of a campaign file. */
export async function partyPdfCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['o', 'paper'], ['o', 'paper']);
  const paper = paperOption(optionString(args, 'paper'));
  const out = optionString(args, 'o');
  if (out === undefined) throw new CliError('Name the PDF to write: -o <out.pdf>.');
  if (args.positional.length !== 1) throw new CliError(`party-pdf takes one campaign file; got ${args.positional.length}.`);
  await checkPdfTarget(out, 'party-pdf');
  const { campaign, members, system, notes } = await loadCampaign(args.positional[0]);
  const model = partySheet(campaign, members.map((doc) => ({ doc, card: system.owns(doc) ? rosterCard(system, doc) : null })), nowIso().slice(0, 10));
  const bytes = await renderPartySheetPdf(model, { paper, fonts: await loadFonts() });
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  await writeOutput(out, bytes);
  return { lines: [`Wrote ${quoteName(out)} (party of ${campaign.members.length}, ${pages} page${pages === 1 ? '' : 's'}, ${PAPERS[paper]})`], status: 0, notes };
}
