// Documents put into the repository through the HTTP API, and the wait until the answer engine can
// use them. The wait is one function on purpose: should the engine ever do more in the background,
// this is the one place that learns to wait for it.
import { DOCUMENT_PATHS, type RepositoryItem, type RepositoryItemDetail } from '../../shared/src/contract/index.ts';
import { inParallel, sleep, type ApiClient } from './api-client.ts';

/** One file uploaded as a new repository document (at the root unless `parent_id` is given). */
export function uploadToRepository(
  client: ApiClient,
  file: { name: string; content: Uint8Array },
  fields: { parent_id?: string; document_type_id?: string } = {},
): Promise<RepositoryItem> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string>;
  return client.upload<RepositoryItem>(DOCUMENT_PATHS.fileUpload, given, file);
}

/**
 * Waits until every given document can be searched: its text indexed (index_state `indexed`), or its
 * indexing over without it (`failed`, `not_indexable`). Returns the documents as they are then.
 */
export async function waitUntilSearchable(
  client: ApiClient,
  documentIds: readonly string[],
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<RepositoryItem[]> {
  const { timeoutMs = 10 * 60_000, pollMs = 250 } = options;
  const deadline = Date.now() + timeoutMs;
  const settled = new Map<string, RepositoryItem>();
  for (;;) {
    const waiting = documentIds.filter((id) => !settled.has(id));
    const items = await inParallel(waiting, 8, async (id) => (await client.get<RepositoryItemDetail>(DOCUMENT_PATHS.repositoryDetails(id))).item);
    for (const item of items) if (item.index_state !== 'queued' && item.index_state !== 'indexing') settled.set(item.id, item);
    if (settled.size === documentIds.length) return documentIds.map((id) => settled.get(id)!);
    if (Date.now() > deadline) throw new Error(`${documentIds.length - settled.size} documents were not searchable within ${timeoutMs / 1000} s.`);
    await sleep(pollMs);
  }
}
