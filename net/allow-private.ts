// `allowPrivate` lets a request reach loopback and private-use addresses. It exists for tests and local
// demos only: it is refused unless NODE_ENV=test, CHECK_UNSAFE_ALLOW_PRIVATE=1, or a caller (the CLI's
// --allow-private) declares it explicitly, and it is announced on stderr the first time it is used.

let explicitlyAllowed = false;
let announced = false;

const WARNING = 'WARNING: checks may reach loopback and private addresses (allowPrivate is on). Never run a public checker like this.';

/** For a human-run command that was given an explicit flag (the CLI's --allow-private); warns on `log`. */
export function declareAllowPrivateExplicitly(log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): void {
  explicitlyAllowed = true;
  if (!announced) log(WARNING);
  announced = true;
}

export function allowPrivatePermitted(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    explicitlyAllowed || env.NODE_ENV === 'test' || env.CHECK_UNSAFE_ALLOW_PRIVATE === '1' || env.CHECK_UNSAFE_ALLOW_PRIVATE === 'true'
  );
}

export class AllowPrivateRefusedError extends Error {
  constructor() {
    super('allowPrivate is for tests only: set NODE_ENV=test or CHECK_UNSAFE_ALLOW_PRIVATE=1 (or true) to use it');
    this.name = 'AllowPrivateRefusedError';
  }
}

/** Throws unless permitted; logs loudly once per process. */
export function assertAllowPrivate(log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): void {
  if (!allowPrivatePermitted()) throw new AllowPrivateRefusedError();
  if (!announced && process.env.NODE_ENV !== 'test') {
    log(WARNING);
  }
  announced = true;
}
