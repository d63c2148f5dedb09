// Progress of long work (sync, a full check pass): a bar redrawn in place on a terminal, a log line
// every few seconds otherwise (CI, files, systemd).
export interface Progress {
  /** Adds `n` done items; `detail` is a short label of what is going on. */
  tick(n?: number, detail?: string): void;
  setTotal(total: number | null): void;
  done(summary: string): void;
}

export interface ProgressOptions {
  label: string;
  total?: number | null;
  stream?: NodeJS.WriteStream | NodeJS.WritableStream;
  /** Force the mode; default: a bar when the stream is a TTY. */
  tty?: boolean;
  intervalMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export function createProgress(opts: ProgressOptions): Progress {
  const stream = opts.stream ?? process.stderr;
  const tty = opts.tty ?? Boolean((stream as NodeJS.WriteStream).isTTY);
  const now = opts.now ?? Date.now;
  const interval = opts.intervalMs ?? (tty ? 100 : 5000);
  const log = opts.log ?? ((line: string) => stream.write(`${line}\n`));
  const started = now();
  let total = opts.total ?? null;
  let count = 0;
  let last = 0;
  let detail = '';

  const line = (): string => {
    const secs = (now() - started) / 1000;
    const rate = secs > 0 ? ` ${(count / secs).toFixed(count / secs < 10 ? 1 : 0)}/s` : '';
    if (total && total > 0) {
      const frac = Math.min(1, count / total);
      const width = 28;
      const fill = Math.round(frac * width);
      const bar = tty ? `[${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ` : '';
      return `${opts.label} ${bar}${count}/${total} (${Math.round(frac * 100)}%)${rate}${detail ? ` ${detail}` : ''}`;
    }
    return `${opts.label} ${count} done${rate}${detail ? ` ${detail}` : ''}`;
  };

  const render = (force: boolean): void => {
    const t = now();
    if (!force && t - last < interval) return;
    last = t;
    if (tty) stream.write(`\r\x1b[2K${line()}`);
    else log(line());
  };

  return {
    tick(n = 1, d) {
      count += n;
      if (d !== undefined) detail = d;
      render(false);
    },
    setTotal(t) {
      total = t;
    },
    done(summary) {
      if (tty) stream.write(`\r\x1b[2K${line()}\n`);
      log(`${opts.label}: ${summary}`);
    },
  };
}
