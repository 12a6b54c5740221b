// Transactions without round trips of their own. A transaction's BEGIN, and the statements its code
// marks as deferred (the tenant settings of withTenant), are held back and sent in the same breath
// as the transaction's first real query: on PostgreSQL the pool runs in pipeline mode, so BEGIN, the
// settings and a read go out in one write and come back in one read; PGlite takes them in one call
// (pglite-driver.ts). A transaction that never queries sends nothing, not even BEGIN or COMMIT.
// The held statements run on the same connection, in order, before the query, so a query never runs
// without them; their errors are raised by the query they were sent with.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

const deferred = new WeakSet<CompiledQuery>();

/** A connection that runs several statements in one call (PGlite); others are handed them one by one, pipelined. */
export interface BatchingConnection extends DatabaseConnection {
  /** The statements' results in order; the first error stops the rest and is raised. */
  executeBatch<R>(queries: readonly CompiledQuery[]): Promise<QueryResult<R>[]>;
}

const isBatching = (connection: DatabaseConnection): connection is BatchingConnection => 'executeBatch' in connection;

/** Marks a statement of a transaction to be sent with the transaction's next query instead of alone. */
export function deferredStatement<T extends CompiledQuery>(statement: T): T {
  deferred.add(statement);
  return statement;
}

const NO_ROWS: QueryResult<never> = { rows: [] };

class HoldingConnection implements DatabaseConnection {
  /** Statements not sent yet, in order. */
  #held: CompiledQuery[] = [];
  /** True while the driver writes its BEGIN (held), and then while that BEGIN is still unsent. */
  #beginning = false;
  #beginUnsent = false;
  #inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  async begin(write: () => Promise<void>): Promise<void> {
    this.#beginning = true;
    try {
      await write();
    } finally {
      this.#beginning = false;
    }
    this.#beginUnsent = this.#held.length > 0;
    this.#inTransaction = true;
  }

  /** Ends the transaction: `write` sends COMMIT or ROLLBACK, unless the database never saw it begin. */
  async end(write: () => Promise<void>): Promise<void> {
    const neverBegun = this.#beginUnsent;
    this.#held = [];
    this.#beginUnsent = false;
    this.#inTransaction = false;
    if (!neverBegun) await write();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#beginning || (this.#inTransaction && deferred.has(query))) {
      this.#held.push(query);
      return NO_ROWS;
    }
    return this.#sendWithHeld<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const last = this.#held.pop();
    if (last) await this.#sendWithHeld(last);
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  async #sendWithHeld<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const batch = [...this.#held, query];
    this.#held = [];
    this.#beginUnsent = false;
    if (isBatching(this.inner)) return (await this.inner.executeBatch<R>(batch)).at(-1)!;
    // Every statement is handed to the driver before any answer is awaited: that is the pipelining.
    const answers = await Promise.allSettled(batch.map((statement) => this.inner.executeQuery<R>(statement)));
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (failed) throw failed.reason;
    return (answers.at(-1) as PromiseFulfilledResult<QueryResult<R>>).value;
  }
}

class PipelinedTransactionsDriver implements Driver {
  readonly #inner: Driver;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new HoldingConnection(await this.#inner.acquireConnection());
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection((connection as HoldingConnection).inner);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return (connection as HoldingConnection).begin(() => this.#inner.beginTransaction(connection, settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as HoldingConnection).end(() => this.#inner.commitTransaction(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as HoldingConnection).end(() => this.#inner.rollbackTransaction(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.savepoint!(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.rollbackToSavepoint!(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.releaseSavepoint!(connection, name, compileQuery);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The dialect with its transactions pipelined (see the top of this file). */
export function withPipelinedTransactions(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new PipelinedTransactionsDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
