// Which statements are prepared (parsed and planned once per connection instead of on every run),
// the same rule on both databases: postgres-client.ts for PostgreSQL's pool, pglite-driver.ts for
// the embedded database (issue 14: on the projects list, PostgreSQL spent as much CPU parsing and
// planning the same SQL as the API spent on the whole request).

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

export class PreparedStatementNames {
  readonly #runsOf = new Map<string, number>();
  readonly #names = new Map<string, string>();

  /** The name a statement with parameters is prepared under, once it is run often; undefined before. */
  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known || this.#names.size >= MOST_PREPARED || ALL_COLUMNS.test(text)) return known;
    const runs = (this.#runsOf.get(text) ?? 0) + 1;
    if (runs < PREPARE_FROM_RUN) {
      if (this.#runsOf.size >= MOST_COUNTED) this.#runsOf.clear();
      this.#runsOf.set(text, runs);
      return undefined;
    }
    this.#runsOf.delete(text);
    const name = `app_statement_${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}
