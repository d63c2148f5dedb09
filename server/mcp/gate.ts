// How many /mcp requests are served at once (issue #13). Every request builds its own McpServer, a web
// Request and Response and the tool's answer; 200 clients at once held 200 of those in memory and the web
// process grew to twice its idle RSS, while 2 cores serve no more with 200 in flight than with 16. Past
// `max`, requests wait their turn in arrival order, holding only what Node already holds for an open
// request; one whose client has gone while it waited is skipped.
//
//   createGate(max) -> { run(work, gone?) , active, waiting }
//   run(work, gone): work() when a place is free; the place is given back when work settles.
//   gone(): true when the client has left; checked when the request's turn comes.

export interface Gate {
  /** Runs `work` once fewer than `max` runs are active; resolves to false if the client left first. */
  run(work: () => Promise<unknown>, gone?: () => boolean): Promise<boolean>;
  readonly active: number;
  readonly waiting: number;
}

export function createGate(max: number): Gate {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`a gate needs at least one place, not ${max}`);
  let active = 0;
  const queue: (() => void)[] = [];
  // A place given back goes straight to the first waiting request (active stays the same), else it is free.
  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(work, gone = () => false) {
      if (active < max) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      if (gone()) {
        release();
        return false;
      }
      try {
        await work();
      } finally {
        release();
      }
      return true;
    },
  };
}
