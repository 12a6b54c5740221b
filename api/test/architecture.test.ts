// The API's import rules (CONTRIBUTING.md), checked on every import of api/src so they cannot regress:
// the platform folders import only each other; a domain imports the platform, `auditlog/write-audit`
// and its own folder, and another domain's module only where the allow-list below says why; nobody
// imports another domain's route file. The entry points wire everything together and are exempt.
// And routes stay thin: in the domains listed below, a route file holds no SQL.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const SRC = resolve(import.meta.dirname, '../src');

/** Shared by every domain: the HTTP layer, the database, sign-in, access checks, stored files, jobs. */
const PLATFORM = new Set(['http', 'db', 'auth', 'access', 'files', 'jobs']);
/** Files every folder may import besides the platform. */
const SHARED_FILES = new Set(['config.ts', 'auditlog/write-audit.ts']);
/** Where the server is put together and configured: they import whatever they wire. */
const ENTRY_POINTS = new Set(['app.ts', 'server.ts', 'config.ts', 'cli', 'operator', 'seed']);

/**
 * Imports across domains that are a domain's genuine need of another's module (never a route file),
 * `from folder -> imported file`, each with its reason.
 */
const ALLOWED: Record<string, string> = {
  'http -> tenancy/tenant-from-host.ts': "the security headers allow the product's own host names",
  'accounts -> tenancy/tenant-from-host.ts': "a sign-in elsewhere names the product's host",
  'accounts -> tenancy/create-organisation.ts': "mailed links point at the organisation's own address",
  'accounts -> questionnaires/formats/office-container.ts': 'the invitation spreadsheet is opened as safely as a questionnaire',
  'accounts -> questionnaires/formats/questionnaire-file-error.ts': "that opener's refusals",
  'accounts -> base/countries.ts': 'addresses are checked against the countries the forms offer',
  'entity -> accounts/account-list.ts': "a client's page lists its users",
  'tenancy -> accounts/invitations.ts': "a new organisation's first administrator is invited",
  'tenancy -> access_mgmt/default-role-groups.ts': 'a new organisation starts with the default role groups',
  'tenancy -> base/default-branding.ts': 'a new organisation starts with the default branding',
  'base -> tenancy/tenant-directory.ts': "a renamed organisation is read again by this process's host directory at once",
  'answer_library -> questionnaires/suggestions/answer-library.ts': 'the library is kept in the shape the answer engine reads',
  'questionnaires -> answer_library/library-sources.ts': 'a library answer cites where it came from',
  'questionnaires -> documents/passages/repository-passages.ts': "answers are found in the repository's passages",
  'questionnaires -> documents/passages/passage-index.ts': 'the passage index the answer engine searches',
  'questionnaires -> documents/passages/search-terms.ts': 'questions are read into the same terms as passages',
  'questionnaires -> documents/passages/sentences.ts': "an answer is the cited passage's sentences",
  'questionnaires -> notification_center/notify.ts': 'reviewers and mentioned people are notified',
  'projects -> notification_center/notify.ts': 'assignees are notified',
  // A questionnaire is a project's document: the two folders share the project's documents and status.
  'questionnaires -> projects/project-document-views.ts': "a project document's view",
  'questionnaires -> projects/project-status.ts': "the project's status follows its questionnaires",
  'questionnaires -> projects/project-file-holds.ts': 'exports and pdf conversions are files the project holds',
  'questionnaires -> projects/assignable-people.ts': 'questions are assigned to the people of the project',
  'questionnaires -> projects/assignment-notices.ts': 'an assigned person is told',
  'questionnaires -> projects/answer-progress.ts': "a questionnaire's progress is counted as the project's",
  'projects -> entity/active-client.ts': 'projects are created for active clients only',
  'projects -> subscription/subscription-views.ts': "the admin dashboard shows the clients' subscriptions",
  'subscription -> entity/active-client.ts': 'plans are assigned to active clients only',
  'subscription -> projects/project-due.ts': 'a subscription ends no earlier than its projects are due',
};

const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

/** The files of api/src a file imports (static, dynamic and re-exports; packages left out). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)));
}

const ROUTE_FILE = /\bFastifyPlugin(Async|Callback)?(Zod)?\b|\bapp\.(get|post|put|patch|delete|route)\(/;
const routeFiles = new Map<string, boolean>();
/** A file that registers HTTP routes (a Fastify plugin, or `app.get(...)`): its domain's door, not a module to build on. */
function isRouteFile(file: string): boolean {
  if (!routeFiles.has(file)) routeFiles.set(file, ROUTE_FILE.test(readFileSync(join(SRC, file), 'utf8')));
  return routeFiles.get(file)!;
}

function breaks(from: string, to: string): string | null {
  const [fromFolder, toFolder] = [folderOf(from), folderOf(to)];
  if (ENTRY_POINTS.has(fromFolder) || fromFolder === toFolder || SHARED_FILES.has(to)) return null;
  if (PLATFORM.has(toFolder)) return PLATFORM.has(fromFolder) || !isRouteFile(to) ? null : 'nobody imports a route file of the platform';
  if (isRouteFile(to)) return "nobody imports another domain's route file";
  if (`${fromFolder} -> ${to}` in ALLOWED) return null;
  if (PLATFORM.has(fromFolder)) return 'the platform imports no domain';
  return `${fromFolder}/ may import only the platform (${[...PLATFORM].join(', ')}), auditlog/write-audit.ts and its own folder`;
}

test('every import of api/src follows the import rules', () => {
  const offending = sourceFiles(SRC).flatMap((from) =>
    importsOf(from).flatMap((to) => {
      const reason = breaks(from, to);
      return reason ? [`${from} imports ${to}: ${reason}`] : [];
    }),
  );
  assert.deepEqual(offending, []);
});

test('the allow-list names existing modules, none of them a route file, each still imported', () => {
  const files = new Set(sourceFiles(SRC));
  const used = new Set(sourceFiles(SRC).flatMap((from) => importsOf(from).map((to) => `${folderOf(from)} -> ${to}`)));
  for (const entry of Object.keys(ALLOWED)) {
    const to = entry.split(' -> ')[1]!;
    assert.ok(files.has(to), `${entry}: ${to} does not exist`);
    assert.ok(!isRouteFile(to), `${entry}: ${to} is a route file`);
    assert.ok(used.has(entry), `${entry} is imported no more: remove it from the allow-list`);
  }
});

/**
 * Domains whose route files hold no SQL: validation, access, a call into the domain's module that
 * holds the queries (and opens no query of its own). The others still mix both; each joins the list
 * once its queries have moved.
 */
const THIN_ROUTE_DOMAINS = [
  'projects',
  'documents',
  'questionnaires',
  'accounts',
  'entity',
  'notification_center',
  'subscription',
  'access_mgmt',
  'answer_library',
  'base',
];
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql\s*(`|<|\.)|from 'kysely'/;

test('route files of the thin-route domains hold no SQL', () => {
  const holdingSql = sourceFiles(SRC).filter(
    (file) => THIN_ROUTE_DOMAINS.includes(folderOf(file)) && isRouteFile(file) && QUERY.test(readFileSync(join(SRC, file), 'utf8')),
  );
  assert.deepEqual(holdingSql, []);
});
