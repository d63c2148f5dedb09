// The upstream entry as mirrored, made to fit the registry's own OpenAPI schema (2025-12-01) with the
// fewest, meaning-preserving repairs, each one named so the answer says what was touched. Why at all:
// 154 of the 1,108 latest entries in the 2025-12-18 snapshot were published under older server.json
// schemas and fail the current one, and a client that validates (or a typed generated client) would drop
// them or fail the whole page. Everything else passes through byte-for-byte as mirrored.
// Pure: no I/O, tested over the real snapshot.

export interface Conformed {
  server: Record<string, unknown>;
  /** What was changed, e.g. "server.repository: empty object dropped"; empty when nothing was. */
  repairs: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function repairArgument(arg: unknown, where: string, repairs: string[]): unknown {
  if (!isObj(arg) || arg.type === 'positional' || arg.type === 'named') return arg;
  // The registry once accepted an empty type. A value or a value hint makes it positional (the schema
  // requires one of them there); a name alone makes it a named flag.
  const type =
    typeof arg.valueHint === 'string' || typeof arg.value === 'string' ? 'positional' : typeof arg.name === 'string' ? 'named' : null;
  if (!type) return arg;
  repairs.push(`${where}.type: ${JSON.stringify(arg.type ?? null)} read as "${type}"`);
  return { ...arg, type };
}

/** `server` is the mirrored server.json (servers.raw.server); it is not modified. */
export function conformServer(server: Obj): Conformed {
  const repairs: string[] = [];
  let out: Obj = server;
  const edit = (): Obj => (out === server ? (out = { ...server }) : out);

  // `repository: {}` is how the registry wrote "no repository" before the field became optional; the
  // schema requires url and source inside it. Dropping the empty object loses nothing.
  if (isObj(server.repository) && Object.keys(server.repository).length === 0) {
    delete edit().repository;
    repairs.push('server.repository: empty object dropped');
  }

  if (Array.isArray(server.packages)) {
    let changed = false;
    const packages = server.packages.map((pkg, i) => {
      if (!isObj(pkg)) return pkg;
      let p: Obj = pkg;
      // "latest" is not a version (the schema says `not: const latest`); without `version` a package
      // means the same thing: whatever its registry serves as current.
      if (p.version === 'latest') {
        p = { ...p };
        delete p.version;
        repairs.push(`server.packages[${i}].version: "latest" dropped`);
      }
      for (const key of ['packageArguments', 'runtimeArguments'] as const) {
        const args = p[key];
        if (!Array.isArray(args)) continue;
        const n = repairs.length;
        const fixed = args.map((a, j) => repairArgument(a, `server.packages[${i}].${key}[${j}]`, repairs));
        if (repairs.length > n) p = { ...p, [key]: fixed };
      }
      if (p !== pkg) changed = true;
      return p;
    });
    if (changed) edit().packages = packages;
  }
  return { server: out, repairs };
}
