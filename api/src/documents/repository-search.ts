// Full-text search over the current versions of the documents that are not in the bin: their names
// and the passages the indexing job extracted from them (at most SEARCH_PASSAGE_CAP passages ranked).
import { sql, type RawBuilder } from 'kysely';
import type { SearchPassage } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';

/** Marks of the matched words in ts_headline's output: control characters no extracted text holds. */
const MATCH_START = '\u0002';
const MATCH_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MaxFragments=1, MaxWords=35, MinWords=15, ShortWord=2`;
/** A name match counts for more than any passage: people search for documents by name first. */
const NAME_MATCH_SCORE = 1;
const PASSAGES_PER_DOCUMENT = 2;

export interface RepositorySearch {
  tenantId: string;
  text: string;
  /** Only documents below this folder. */
  folderId?: string;
  documentTypeId?: string;
}

export interface SearchHit {
  id: string;
  score: number;
}

/** Characters that ILIKE reads as wildcards, taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Passages read per search, at most: enough that a search for a name, a code or a topic's words ranks
 * every document it matches, while one for the commonest words stops here instead of ranking the
 * whole repository (its count then says "more than").
 */
export const SEARCH_PASSAGE_CAP = 2_000;

/**
 * The ids of documents matching the search, best first, one page of them, with the count of those
 * found; `capped` when the search met more passages than it ranks (SEARCH_PASSAGE_CAP).
 */
export async function searchDocuments(
  trx: TenantTransaction,
  search: RepositorySearch,
  page: { limit: number; offset: number },
): Promise<{ count: number; capped: boolean; hits: SearchHit[] }> {
  const { tenantId, text } = search;
  const scope: RawBuilder<unknown>[] = [sql`i.tenant_id = ${tenantId}`, sql`i.deleted_at IS NULL`, sql`i.kind = 'document'`];
  if (search.documentTypeId) scope.push(sql`i.document_type_id = ${search.documentTypeId}`);
  if (search.folderId) scope.push(sql`i.id IN (SELECT id FROM subtree)`);
  const inScope = sql.join(scope, sql` AND `);
  const subtree = search.folderId
    ? sql`subtree (id, depth) AS (
        SELECT id, 0 FROM repository_items WHERE tenant_id = ${tenantId} AND id = ${search.folderId}
        UNION ALL
        SELECT c.id, subtree.depth + 1 FROM subtree JOIN repository_items c ON c.tenant_id = ${tenantId} AND c.parent_id = subtree.id
        WHERE subtree.depth < 100),`
    : sql``;
  // The matches come from functions that can use the search indexes (migrations 0005 and 0023), each
  // called once (MATERIALIZED): joined directly, the planner may call them once per item. Passages
  // come already scoped to live documents of the folder and type, so the cap counts only those.
  const { rows } = await sql<{ id: string; score: number; total: number; capped: boolean }>`
    WITH RECURSIVE ${subtree} passage_matches AS MATERIALIZED (
      SELECT document_id, rank FROM repository_passage_matches(
        websearch_to_tsquery('english', ${text}), ${search.folderId ?? null}::uuid, ${search.documentTypeId ?? null}::uuid, ${SEARCH_PASSAGE_CAP + 1})
    ), name_matches AS MATERIALIZED (
      SELECT id FROM repository_name_matches(websearch_to_tsquery('simple', ${text}), ${likePattern(text)})
    ), hits AS (
      SELECT document_id AS id, max(rank) AS score FROM passage_matches GROUP BY document_id
      UNION ALL
      SELECT i.id, ${NAME_MATCH_SCORE}::real
      FROM name_matches m
      JOIN repository_items i ON i.id = m.id
      WHERE ${inScope}
    )
    SELECT id, sum(score)::float8 AS score, count(*) OVER ()::int AS total,
      (SELECT count(*) FROM passage_matches) > ${SEARCH_PASSAGE_CAP} AS capped
    FROM hits GROUP BY id
    ORDER BY score DESC, id
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(trx);
  // An offset past the end answers no row and so no total: count again only then.
  if (rows.length === 0 && page.offset > 0) return { ...(await countDocuments(trx, search)), hits: [] };
  return { count: rows[0]?.total ?? 0, capped: rows[0]?.capped ?? false, hits: rows.map((row) => ({ id: row.id, score: row.score })) };
}

async function countDocuments(trx: TenantTransaction, search: RepositorySearch): Promise<{ count: number; capped: boolean }> {
  const { count, capped } = await searchDocuments(trx, search, { limit: 1, offset: 0 });
  return { count, capped };
}

/** Splits ts_headline's output at its marks into plain and matched segments. */
export function highlightSegments(headline: string): SearchPassage['segments'] {
  const segments: SearchPassage['segments'] = [];
  for (const [index, part] of headline.split(MATCH_START).entries()) {
    const [matched, rest] = index === 0 ? [undefined, part] : splitOnce(part, MATCH_END);
    if (matched) segments.push({ text: matched, match: true });
    if (rest) segments.push({ text: rest, match: false });
  }
  return segments;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** The best passages of each document (current version), with the query's words marked. */
export async function documentPassages(
  trx: TenantTransaction,
  tenantId: string,
  documentIds: readonly string[],
  text: string,
): Promise<Map<string, SearchPassage[]>> {
  const passages = new Map<string, SearchPassage[]>();
  if (documentIds.length === 0) return passages;
  const words = sql`websearch_to_tsquery('english', ${text})`;
  const { rows } = await sql<{ document_id: string; version_id: string; headline: string }>`
    WITH ranked AS (
      SELECT i.id AS document_id, c.version_id, c.text,
        row_number() OVER (PARTITION BY i.id ORDER BY ts_rank(c.search, ${words}) DESC, c.ordinal) AS position
      FROM document_chunks c
      JOIN repository_items i ON i.current_version_id = c.version_id AND i.tenant_id = c.tenant_id
      WHERE c.tenant_id = ${tenantId} AND i.id = ANY(${[...documentIds]}::uuid[]) AND c.search @@ ${words}
    )
    SELECT document_id, version_id, ts_headline('english', text, ${words}, ${HEADLINE_OPTIONS}) AS headline
    FROM ranked WHERE position <= ${PASSAGES_PER_DOCUMENT}
    ORDER BY document_id, position`.execute(trx);
  for (const row of rows) {
    const list = passages.get(row.document_id) ?? [];
    list.push({ version_id: row.version_id, segments: highlightSegments(row.headline) });
    passages.set(row.document_id, list);
  }
  return passages;
}
