// The repository's plain values, apart from its schemas in documents.ts: a screen that needs only
// these (the upload rules, the bin's retention) then does not bundle zod (28 KB gzip).

export const REPOSITORY_ITEM_KINDS = ['folder', 'document'] as const;
export type RepositoryItemKind = (typeof REPOSITORY_ITEM_KINDS)[number];

/** A version's text-indexing state: queued → indexing → indexed, or failed with a reason. */
export const INDEX_STATES = ['queued', 'indexing', 'indexed', 'failed', 'not_indexable'] as const;
export type IndexState = (typeof INDEX_STATES)[number];

/** File types the repository accepts, checked from the content (not the name). */
export const REPOSITORY_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'md', 'png', 'jpg'] as const;
export type RepositoryFileType = (typeof REPOSITORY_FILE_TYPES)[number];

/** Days a deleted item stays in the bin before the purge job removes it for good. */
export const BIN_RETENTION_DAYS = 30;
/** Default of `MAX_UPLOAD_MB`. */
export const DEFAULT_MAX_UPLOAD_MB = 50;
