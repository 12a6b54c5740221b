// What each node-postgres connection of the pool gets on top of the driver: fewer system calls and
// no re-planning of the statements the API sends over and over (prepared-statements.ts).
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { PreparedStatementNames } from './prepared-statements.ts';

// Shared by every connection of the process: the pool's connections prepare the same statements.
const preparedNames = new PreparedStatementNames();

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
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? preparedNames.nameFor(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}
