// The command line shared by every command: the streams a command writes to, and a small, strict flag
// parser (unknown flags and missing values are errors that name the flag).
export interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export class UsageError extends Error {}

export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

export function parseArgs(argv: string[], spec: { booleans?: string[]; values?: string[] }): ParsedArgs {
  const out: ParsedArgs = { positional: [], flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('-') && a !== '-' && !a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    if (!a.startsWith('--')) {
      out.positional.push(a);
      continue;
    }
    const [flag, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (spec.booleans?.includes(flag)) {
      if (inline !== undefined) throw new UsageError(`--${flag} takes no value`);
      out.flags[flag] = true;
    } else if (spec.values?.includes(flag)) {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`--${flag} needs a value`);
      out.flags[flag] = v;
    } else {
      throw new UsageError(`unknown option --${flag}`);
    }
  }
  return out;
}
