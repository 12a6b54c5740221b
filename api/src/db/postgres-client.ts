// What each node-postgres connection of the pool gets on top of the driver: fewer system calls and
// no re-planning of the statements the API sends over and over (issue 14: on the projects list, each
// request cost PostgreSQL as much CPU as the API, most of it parsing and planning the same SQL).
import type { Writable } from 'node:stream';
import type pg from 'pg';

/** A statement is prepared from its third run on; by then it is one the API sends again and again. */
const PREPARE_FROM_RUN = 3;
/**
 * At most this many statements are prepared (each connection keeps a plan for each it has run): a
 * list of ids makes a statement per length, and the connection's memory must stay bounded.
 */
const MOST_PREPARED = 300;
/** Runs counted of statements not prepared yet; forgotten all at once when there are this many. */
const MOST_COUNTED = 10_000;

/**
 * `SELECT *`, `SELECT "t".*` and `RETURNING *`: their columns are the table's. A column a newer
 * version's migration adds would change the result of such a prepared statement, which PostgreSQL
 * then refuses to run ("cached plan must not change result type"); unprepared, it just has one more.
 */
const ALL_COLUMNS = /(?:select|returning|,)\s+(?:"[^"]+"\.)?\*/i;

const runsOf = new Map<string, number>();
const preparedNames = new Map<string, string>();

/** The name a statement with parameters is prepared under, once it is run often; undefined before. */
function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known || preparedNames.size >= MOST_PREPARED || ALL_COLUMNS.test(text)) return known;
  const runs = (runsOf.get(text) ?? 0) + 1;
  if (runs < PREPARE_FROM_RUN) {
    if (runsOf.size >= MOST_COUNTED) runsOf.clear();
    runsOf.set(text, runs);
    return undefined;
  }
  runsOf.delete(text);
  const name = `app_statement_${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Tunes a new connection of the pool:
 * - The statements it is given in one turn of the event loop leave in one socket write: in pipeline
 *   mode node-postgres writes each statement as it comes, so a transaction's held BEGIN, settings
 *   and first query (pipelined-transactions.ts) cost three system calls instead of one. Nested corks
 *   count, so the driver's own cork around a statement's messages keeps working.
 * - A statement with parameters that the API runs often is prepared (a named statement: parsed and
 *   planned once per connection; PostgreSQL re-plans it when a table it reads changes, and plans
 *   row-level security again for another role). Tenant settings are read when it runs, not planned.
 */
export function tuneConnection(client: pg.PoolClient): void {
  const socket = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  client.query = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? preparedName(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}
