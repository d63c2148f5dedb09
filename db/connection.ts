// One handle on PostgreSQL for the whole process: DATABASE_URL when set, else the embedded server.
import path from 'node:path';
import pg from 'pg';
import { QueryTypes, Sequelize, type Transaction } from 'sequelize';
import { startEmbedded, type EmbeddedDatabase } from './embedded.js';

// bigint columns as numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// `date` stays a 'YYYY-MM-DD' string: day arithmetic is done in UTC by us, not shifted by the local zone.
pg.types.setTypeParser(1082, (v) => v);

/**
 * The source binds by name (`WHERE id = :id`, `{ id }`; an array value becomes a list, so
 * `ANY(ARRAY[:ids]::bigint[])`): one style, which tests/stores.test.ts holds it to. Positional `$1` with
 * an array remains for tests' ad-hoc fixture SQL.
 */
export type Bind = Record<string, unknown> | unknown[];

export class Database {
  constructor(
    readonly sequelize: Sequelize,
    readonly url: string,
    private readonly embedded?: EmbeddedDatabase,
  ) {}

  /** Rows of a SELECT (or of RETURNING). */
  async rows<T extends object = Record<string, unknown>>(sql: string, bind?: Bind, transaction?: Transaction): Promise<T[]> {
    return this.sequelize.query<T>(sql, {
      type: QueryTypes.SELECT,
      ...(Array.isArray(bind) ? { bind } : { replacements: bind ?? {} }),
      transaction,
    });
  }

  async one<T extends object = Record<string, unknown>>(sql: string, bind?: Bind, transaction?: Transaction): Promise<T | undefined> {
    return (await this.rows<T>(sql, bind, transaction))[0];
  }

  /**
   * Rows of a statement with large values (a page of registry JSON), sent as bound parameters on the
   * transaction's own connection instead of inlined by Sequelize. Still `:name` in the SQL, but each
   * name becomes one parameter: an array is a PostgreSQL array (`= ANY(:ids::bigint[])`), not a list.
   * Why (#13): Sequelize escapes every inlined value and then lower-cases the whole statement text
   * several times to classify it; for a statement carrying hundreds of KB that was most of the sync's
   * node CPU beyond fetching and validating, and its garbage.
   */
  async boundRows<T extends object = Record<string, unknown>>(sql: string, bind: Record<string, unknown>, t: Transaction): Promise<T[]> {
    const values: unknown[] = [];
    const index = new Map<string, number>();
    // `::type` casts are not names: a name's colon is never preceded by another.
    const text = sql.replace(/(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
      if (!(name in bind)) throw new Error(`no value bound for :${name}`);
      let n = index.get(name);
      if (n === undefined) {
        values.push(bind[name]);
        index.set(name, (n = values.length));
      }
      return `$${n}`;
    });
    const client = (t as unknown as { connection: pg.ClientBase }).connection;
    return (await client.query<T & pg.QueryResultRow>(text, values)).rows;
  }

  /**
   * The rows of several SELECTs, statement by statement, sent as one simple-protocol query on one pooled
   * connection: one round trip for all of them, and none of Sequelize's work per statement (a stack trace, the
   * replacements, its classification of the text). Why (#13): get_server read one server with 15 statements, and
   * their plumbing and a socket write each were about half of the web process's CPU per request.
   * The simple protocol takes no parameters, so the `:name` values are written into the text: numbers as
   * numbers, strings as quoted literals (the client's escapeLiteral), null as NULL. Rows come through the same
   * type parsers as rows().
   */
  async batch(statements: readonly string[], bind: Record<string, number | string | null>): Promise<Record<string, unknown>[][]> {
    const manager = this.sequelize.connectionManager;
    const client = (await manager.getConnection({ type: 'read' })) as pg.Client;
    try {
      const literal = (name: string): string => {
        if (!(name in bind)) throw new Error(`no value bound for :${name}`);
        const v = bind[name];
        if (v === null) return 'NULL';
        if (typeof v === 'number') {
          if (!Number.isFinite(v)) throw new Error(`:${name} is not a finite number`);
          return String(v);
        }
        return client.escapeLiteral(v);
      };
      // `::type` casts are not names: a name's colon is never preceded by another (as in boundRows).
      const text = statements.map((s) => s.replace(/(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => literal(name))).join(';\n');
      const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((r) => r.rows as Record<string, unknown>[]);
    } finally {
      manager.releaseConnection(client);
    }
  }

  /** A statement whose rows we do not need (INSERT/UPDATE without RETURNING, DDL). */
  async exec(sql: string, bind?: Bind, transaction?: Transaction): Promise<void> {
    await this.sequelize.query(sql, {
      ...(Array.isArray(bind) ? { bind } : { replacements: bind ?? {} }),
      transaction,
    });
  }

  /** The database answers a trivial query (readiness, and telling a lost database from a bad row). */
  async ping(): Promise<boolean> {
    try {
      await this.sequelize.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  transaction<T>(fn: (t: Transaction) => Promise<T>): Promise<T> {
    return this.sequelize.transaction(fn);
  }

  /**
   * A second, small pool on the same database (closed by its own close(), which leaves an embedded server
   * running): statements that must not queue behind this pool's long transactions.
   */
  sibling(poolMax: number): Database {
    return new Database(sequelizeFor(this.url, poolMax), this.url);
  }

  /**
   * A connection outside the pool, for LISTEN and for session-level advisory locks. `onError` is attached before
   * connect(), not by the caller after it resolves: pg parses a whole socket read at once, so a FATAL that
   * arrived in the same read as the ReadyForQuery ending the handshake (the backend terminated right after
   * starting: PostgreSQL shut down or killed, pg_terminate_backend) is emitted as 'error' before connect()'s
   * promise lets its caller attach anything, and an 'error' without a listener kills the process. It may
   * run before this promise settles; a caller that gets the client must then find it unusable.
   */
  async dedicatedClient(onError: (err: Error) => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', onError);
    await client.connect();
    return client;
  }

  async close(): Promise<void> {
    await this.sequelize.close();
    await this.embedded?.stop();
  }
}

export interface ConnectOptions {
  url?: string;
  /** Where the embedded server keeps its data when no url is given. */
  dataDir?: string;
  poolMax?: number;
  log?: (msg: string) => void;
  /** Lines the operator should see whatever the log level (where the embedded cluster was moved). */
  notice?: (msg: string) => void;
}

/**
 * pg's Client with an 'error' listener from the start, for Sequelize's pool. Sequelize attaches its own listener
 * (which drops the connection from the pool) only after connect() has resolved, and a FATAL read together with
 * the handshake's ReadyForQuery is emitted before that (see dedicatedClient): with no listener the process died
 * (the web process, when the database-kill test killed PostgreSQL on a loaded machine). Nothing more is needed
 * here: such a client is no longer queryable, so the SET statements Sequelize sends right after connecting fail,
 * and the pool never hands it out; later errors reach Sequelize's own listener as well.
 */
class PooledClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

const pgForSequelize = { ...pg, Client: PooledClient };

export function sequelizeFor(url: string, poolMax = 10): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: pgForSequelize,
    logging: false,
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: 30_000 },
  });
}

export async function connect(opts: ConnectOptions = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = opts.url;
  if (!url) {
    const dataDir = opts.dataDir ?? path.resolve('data');
    opts.log?.(`no DATABASE_URL: starting the embedded PostgreSQL with data in ${dataDir}`);
    embedded = await startEmbedded({ dataDir, onNotice: opts.notice ?? opts.log });
    url = embedded.url;
  }
  const sequelize = sequelizeFor(url, opts.poolMax);
  try {
    await sequelize.authenticate();
  } catch (err) {
    await embedded?.stop();
    throw new Error(`cannot connect to the database (${redact(url)}): ${(err as Error).message}`);
  }
  return new Database(sequelize, url, embedded);
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
