// The embedded database (PGlite) behind Kysely, with as few calls into it as the statements allow.
// PGlite's own query() makes six calls into the WebAssembly backend for each statement (parse,
// describe, bind, describe, execute, sync) and copies its table of some 300 type parsers for each
// answer (84 µs); a signed-in read (BEGIN, the tenant settings, the query, COMMIT) made 24 such calls.
// Here the statements a transaction hands over together (pipelined-transactions.ts: BEGIN, the
// settings and the first query) go in as one message and come back as one answer, a statement run
// often is prepared once (the rule of prepared-statements.ts) and then only bound and executed, and
// values and rows are converted by PGlite's own serializers and parsers, as its query() does.
// PGlite works at most a share of each turn of the event loop (pglite-turns.ts).
import { protocol, types, type messages, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { BatchingConnection } from './pipelined-transactions.ts';
import { TurnBudget } from './pglite-turns.ts';
import { PreparedStatementNames } from './prepared-statements.ts';

const { serialize } = protocol;
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute();
const SYNC = serialize.sync();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** Rows changed, as PGlite's query() counts them from the command tag ("UPDATE 3", "INSERT 0 1"). */
function affectedRows(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number(second);
  return command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE' ? Number(first) : 0;
}

/** The answers of a batch's statements, in order; a statement's answer ends at its command tag. */
function resultsOf<R>(answers: readonly messages.BackendMessage[], parsers: PGlite['parsers']): QueryResult<R>[] {
  const results: QueryResult<R>[] = [];
  let fields: readonly { name: string; dataTypeID: number }[] = [];
  let rows: R[] = [];
  for (const answer of answers) {
    if (answer.name === 'rowDescription') {
      fields = (answer as messages.RowDescriptionMessage).fields;
    } else if (answer.name === 'dataRow') {
      const values = (answer as messages.DataRowMessage).fields;
      const row: Record<string, unknown> = {};
      for (let index = 0; index < fields.length; index += 1) {
        const field = fields[index]!;
        row[field.name] = types.parseType(values[index] ?? null, field.dataTypeID, parsers);
      }
      rows.push(row as R);
    } else if (answer.name === 'commandComplete' || answer.name === 'emptyQuery') {
      const changed = answer.name === 'commandComplete' ? affectedRows((answer as messages.CommandCompleteMessage).text) : 0;
      results.push(changed ? { rows, numAffectedRows: BigInt(changed) } : { rows });
      rows = [];
      fields = [];
    }
  }
  return results;
}

class PGliteConnection implements BatchingConnection {
  readonly #pglite: PGlite;
  readonly #names = new PreparedStatementNames();
  /** The parameter types of the statements prepared in this database, by name. */
  readonly #prepared = new Map<string, number[]>();
  readonly #turns = new TurnBudget();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const [result] = await this.executeBatch<R>([query]);
    return result!;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }

  /**
   * Runs the statements in order in one call into PGlite, with one Sync at the end: an error stops
   * the rest, and is raised. A statement with parameters seen for the first time is described first
   * (one call more), for the types its values are written in.
   */
  async executeBatch<R>(queries: readonly CompiledQuery[]): Promise<QueryResult<R>[]> {
    const pglite = this.#pglite;
    await pglite._checkReady();
    await this.#turns.wait();
    // The same locks as PGlite's query(): nothing else (a LISTEN, its own transactions) runs in between.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const started = performance.now();
        try {
          const batch: Uint8Array[] = [];
          for (const query of queries) batch.push(...(await this.#messagesOf(query)));
          batch.push(SYNC);
          // The stream form: the same parsed answers, without the copy of the raw bytes that execProtocol also keeps.
          const answers = await pglite.execProtocolStream(concat(batch));
          return resultsOf<R>(answers, pglite.parsers);
        } finally {
          this.#turns.spend(performance.now() - started);
        }
      }),
    );
  }

  /** Parse (unless prepared), bind, describe and execute one statement. */
  async #messagesOf({ sql, parameters }: CompiledQuery): Promise<Uint8Array[]> {
    if (parameters.length === 0) return [serialize.parse({ text: sql }), serialize.bind(), DESCRIBE_PORTAL, EXECUTE];
    const name = this.#names.nameFor(sql);
    if (name) {
      let parameterTypes = this.#prepared.get(name);
      if (!parameterTypes) {
        parameterTypes = await this.#describe(sql, name);
        this.#prepared.set(name, parameterTypes);
      }
      return [serialize.bind({ statement: name, values: this.#values(parameters, parameterTypes) }), DESCRIBE_PORTAL, EXECUTE];
    }
    const parameterTypes = await this.#describe(sql, '');
    return [
      serialize.parse({ text: sql, types: parameterTypes }),
      serialize.bind({ values: this.#values(parameters, parameterTypes) }),
      DESCRIBE_PORTAL,
      EXECUTE,
    ];
  }

  /** Parses a statement (under `name`, or unnamed) and returns the types of its parameters. */
  async #describe(sql: string, name: string): Promise<number[]> {
    const answers = await this.#pglite.execProtocolStream(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), SYNC]));
    const description = answers.find((answer) => answer.name === 'parameterDescription') as messages.ParameterDescriptionMessage | undefined;
    return description?.dataTypeIDs ?? [];
  }

  /** Values written as PGlite's query() writes them: by the serializer of the parameter's type, else as text. */
  #values(parameters: readonly unknown[], parameterTypes: readonly number[]): (string | null)[] {
    const serializers = this.#pglite.serializers;
    return parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[parameterTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
  }
}

/** PGlite runs one statement at a time: one connection, lent to one transaction at a time, in turn. */
class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  #lent = false;
  readonly #waiting: ((connection: DatabaseConnection) => void)[] = [];

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#lent) {
      this.#lent = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#lent = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** Closes PGlite, which flushes its data folder. */
  async destroy(): Promise<void> {
    await this.#pglite.close();
  }
}

export function pgliteDialect(pglite: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(pglite),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}
