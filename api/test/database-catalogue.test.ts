// The migrated database's catalogue against what the code assumes: every table holding a tenant_id
// is behind row-level security for the tenant role (tenant-isolation.ts), and the hand-written
// `db/schema.ts` names exactly the migrated columns, with matching types and nullability.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { sql } from 'kysely';
import ts from 'typescript';
import { TENANT_ROLE } from '../src/db/migrations/tenant-isolation.ts';
import { describeEachDatabase } from './support/databases.ts';

/** What a column holds, in the words both sides can be compared in. */
type ValueKind = 'string' | 'number' | 'boolean' | 'date' | 'array' | 'json' | 'bytes';

interface ColumnFacts {
  kind: ValueKind | ValueKind[];
  /** Unknown for json (`unknown` includes null) and for generated columns (their expression decides). */
  nullable: boolean | 'unknown';
}

/** How node-postgres and PGlite hand back each PostgreSQL type. */
const PG_KINDS: Record<string, ValueKind | ValueKind[]> = {
  text: 'string',
  'character varying': 'string',
  uuid: 'string',
  citext: 'string',
  inet: 'string',
  numeric: 'string',
  // int8 arrives as text from node-postgres and as a number from PGlite: schema.ts may say either.
  bigint: ['number', 'string'],
  integer: 'number',
  smallint: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  date: 'date',
  ARRAY: 'array',
  jsonb: 'json',
  json: 'json',
  tsvector: 'string',
  bytea: 'bytes',
};

/** Each table of the `Database` interface(s) of schema.ts with its columns' selected types, read by the TypeScript checker. */
function declaredSchema(): Map<string, Map<string, ColumnFacts>> {
  const schemaPath = new URL('../src/db/schema.ts', import.meta.url).pathname;
  const config = ts.getParsedCommandLineOfConfigFile(
    new URL('../tsconfig.json', import.meta.url).pathname,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => assert.fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    },
  )!;
  // Only schema.ts and what it imports (the contract's enums), with the API's compiler options.
  const program = ts.createProgram([schemaPath], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaPath)!;
  const database = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((symbol) => symbol.name === 'Database')!;
  const tables = new Map<string, Map<string, ColumnFacts>>();
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = new Map<string, ColumnFacts>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(column.name, columnFacts(checker, selectType(checker, checker.getTypeOfSymbol(column))));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** The type a select returns: `Generated<T>` and `ColumnType<S, I, U>` carry it as `__select__`. */
function selectType(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  const selected = type.getProperty('__select__');
  return selected ? checker.getTypeOfSymbol(selected) : type;
}

function columnFacts(checker: ts.TypeChecker, type: ts.Type): ColumnFacts {
  const members = type.isUnion() ? type.types : [type];
  if (type.flags & ts.TypeFlags.Unknown) return { kind: 'json', nullable: 'unknown' };
  const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
  const kinds = new Set(
    members
      .filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
      .map((member): ValueKind | string => {
        if (member.flags & ts.TypeFlags.StringLike) return 'string';
        if (member.flags & ts.TypeFlags.NumberLike) return 'number';
        if (member.flags & ts.TypeFlags.BooleanLike) return 'boolean';
        if (checker.isArrayType(member)) return 'array';
        if (member.getSymbol()?.name === 'Date') return 'date';
        if (['Buffer', 'Uint8Array'].includes(member.getSymbol()?.name ?? '')) return 'bytes';
        return checker.typeToString(member);
      }),
  );
  const kind = [...kinds];
  return { kind: kind.length === 1 ? (kind[0] as ValueKind) : (kind as ValueKind[]), nullable };
}

describeEachDatabase('database catalogue', (db) => {
  let declared: Map<string, Map<string, ColumnFacts>>;
  before(() => {
    declared = declaredSchema();
  });

  test('every table with a tenant_id column has row-level security and a tenant policy for the tenant role', async () => {
    const { rows } = await sql<{ table: string; secured: boolean; policies: string[] }>`
      SELECT c.relname AS table, c.relrowsecurity AS secured,
             coalesce(array_agg(p.polname) FILTER (WHERE p.polname IS NOT NULL), '{}') AS policies
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
      LEFT JOIN pg_policy p ON p.polrelid = c.oid
        AND (SELECT oid FROM pg_roles WHERE rolname = ${TENANT_ROLE}) = ANY (p.polroles)
      WHERE c.relkind IN ('r', 'p')
      GROUP BY c.relname, c.relrowsecurity
      ORDER BY c.relname`.execute(db());
    assert.ok(rows.length > 20, `only ${rows.length} tables with tenant_id were found`);
    const unsecured = rows.filter((row) => !row.secured || row.policies.length === 0).map((row) => row.table);
    assert.deepEqual(unsecured, [], 'tables with tenant_id but without row-level security or a tenant policy');
  });

  test('schema.ts declares exactly the migrated tables and columns, with their types and nullability', async () => {
    const { rows } = await sql<{ table: string; column: string; data_type: string; udt_name: string; nullable: boolean; generated: boolean }>`
      SELECT c.table_name AS table, c.column_name AS column, c.data_type, c.udt_name, c.is_nullable = 'YES' AS nullable,
             c.is_generated = 'ALWAYS' AS generated
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.table_name <> 'kysely_migration' AND c.table_name <> 'kysely_migration_lock'
      ORDER BY c.table_name, c.ordinal_position`.execute(db());
    const migrated = new Map<string, Map<string, ColumnFacts>>();
    for (const row of rows) {
      const type = row.data_type === 'USER-DEFINED' ? row.udt_name : row.data_type;
      const kind = PG_KINDS[type];
      assert.ok(kind, `${row.table}.${row.column}: the test does not know the type ${type}`);
      (migrated.get(row.table) ?? migrated.set(row.table, new Map()).get(row.table)!).set(row.column, {
        kind,
        nullable: row.generated ? 'unknown' : row.nullable,
      });
    }

    const problems: string[] = [];
    for (const table of new Set([...migrated.keys(), ...declared.keys()])) {
      const inDatabase = migrated.get(table);
      const inSchema = declared.get(table);
      if (!inSchema) problems.push(`${table}: migrated, not in schema.ts`);
      else if (!inDatabase) problems.push(`${table}: in schema.ts, not migrated`);
      else {
        for (const column of new Set([...inDatabase.keys(), ...inSchema.keys()])) {
          const [actual, expected] = [inDatabase.get(column), inSchema.get(column)];
          if (!expected) problems.push(`${table}.${column}: migrated, not in schema.ts`);
          else if (!actual) problems.push(`${table}.${column}: in schema.ts, not migrated`);
          else {
            const accepted = [actual.kind].flat();
            const declaredKinds = [expected.kind].flat();
            if (!declaredKinds.every((kind) => accepted.includes(kind))) {
              problems.push(`${table}.${column}: schema.ts says ${declaredKinds.join(' | ')}, the database holds ${accepted.join(' or ')}`);
            }
            if (actual.nullable !== 'unknown' && expected.nullable !== 'unknown' && actual.nullable !== expected.nullable) {
              problems.push(
                `${table}.${column}: ${actual.nullable ? 'nullable in the database, not in schema.ts' : 'NOT NULL in the database, nullable in schema.ts'}`,
              );
            }
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  });
});
