/** A small, strict argument parser: positional words, `--flag`, `--key value`, `-o value`. Unknown flags are errors. */

export class CliError extends Error {
  constructor(
    message: string,
    /** Exit status: 2 for usage and file errors (the CLI's contract), 1 for "ran, found problems". */
    readonly status = 2,
  ) {
    super(message);
  }
}

export interface ParsedArgs {
  readonly positional: string[];
  readonly options: Map<string, string | true>;
}

/**
 * Parses argv. `valued` lists options that take a value (e.g. "level", "o"); any other option is a boolean flag.
 * Every option must be in `allowed`.
 */
export function parseArgs(argv: readonly string[], allowed: readonly string[], valued: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('-') && arg !== '-') {
      const [rawName, inline] = arg.replace(/^--?/, '').split(/=(.*)/s, 2) as [string, string | undefined];
      const name = rawName;
      if (!allowed.includes(name)) throw new CliError(`Unknown option ${arg}. Allowed here: ${allowed.map((a) => (a.length === 1 ? `-${a}` : `--${a}`)).join(', ') || 'none'}.`);
      if (valued.includes(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || (value.startsWith('--') && inline === undefined)) throw new CliError(`Option ${arg} needs a value.`);
        options.set(name, value);
      } else {
        if (inline !== undefined) throw new CliError(`Option --${name} takes no value.`);
        options.set(name, true);
      }
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

export function optionString(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** A whole number option within bounds, or undefined when absent. */
export function optionInt(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const v = optionString(args, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw new CliError(`--${name} must be a whole number, got "${v}".`);
  const n = Number(v);
  if (n < min || n > max) throw new CliError(`--${name} must be between ${min} and ${max}, got ${n}.`);
  return n;
}
