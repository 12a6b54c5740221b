// Queries built and compiled once per shape, their values bound on each run (issue 14: Kysely built
// and compiled the projects list's query anew for every request, about a tenth of the API's time).
// A list's query takes one of a few shapes (which filters are given, the ordering); its SQL is the
// same for every request of a shape, only the values differ. The query is built with Kysely as
// everywhere else, typed as everywhere else, but with a stand-in for each value; compiled once, its
// stand-ins are swapped for the request's values on each run.
import { CompiledQuery, type Compilable } from 'kysely';
import type { TenantTransaction } from './tenant-scope.ts';

/** Where a value of the request goes in a shape's SQL. */
class StandIn {
  constructor(readonly name: string) {}
}

/**
 * A value of the request, by name: a stand-in while the shape is built, typed as the value (a filter
 * absent from a shape has no value to give: undefined, never sent).
 */
export type Param<P> = <K extends keyof P & string>(name: K) => Exclude<P[K], undefined>;

const param = ((name: string) => new StandIn(name)) as Param<never>;

/**
 * Shapes kept at most: a shape's key is made of the filters present and the ordering, which the
 * query schema limits to named fields, but their combinations are many.
 */
const MOST_SHAPES = 200;

function valueOf<P>(values: P, name: string): unknown {
  const value = values[name as keyof P];
  if (value === undefined) throw new Error(`The query's shape uses "${name}", but no value was given for it.`);
  return value;
}

interface Template {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A query of a few shapes. `build` is given the shape and `param`, never the request's values: a
 * value that reached the SQL of a shape would be sent with every later request of that shape. So a
 * shape holds only what decides the query's form (booleans for filters present, an ordering checked
 * against the list's fields), and every value of the request is a `param`.
 */
export class ShapedQuery<S, P, R> {
  readonly #templates = new Map<string, Template>();

  constructor(private readonly build: (trx: TenantTransaction, shape: S, param: Param<P>) => Compilable<R>) {}

  /** The rows of the shape's query with these values, in a tenant's transaction. */
  async execute(trx: TenantTransaction, shape: S, values: P): Promise<R[]> {
    const key = JSON.stringify(shape);
    let template = this.#templates.get(key);
    if (!template) {
      const { sql, parameters } = this.build(trx, shape, param as Param<P>).compile();
      template = { sql, parameters };
      if (this.#templates.size >= MOST_SHAPES) this.#templates.clear();
      this.#templates.set(key, template);
    }
    const parameters = template.parameters.map((value) => (value instanceof StandIn ? valueOf(values, value.name) : value));
    const { rows } = await trx.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  }

  /** The first row (of a count, say): one the query always finds. */
  async first(trx: TenantTransaction, shape: S, values: P): Promise<R> {
    const [row] = await this.execute(trx, shape, values);
    if (!row) throw new Error('A query that always finds a row found none.');
    return row;
  }
}

export const shapedQuery = <S, P, R>(build: (trx: TenantTransaction, shape: S, param: Param<P>) => Compilable<R>) => new ShapedQuery(build);
