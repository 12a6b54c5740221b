import { z } from 'zod';
import { INDEX_STATES, REPOSITORY_FILE_TYPES, REPOSITORY_ITEM_KINDS } from './documentConstants';
import { paginationQuerySchema } from './envelope';
import { orderingParam } from './ordering';

// The organisation's document repository (issue 4): folders, documents, their versions, the bin,
// full-text search, preview and download. Client users never reach any of it.

export const personRefSchema = z.object({ id: z.string(), full_name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** A passage of a search hit, split into plain and matched segments (no HTML to inject). */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export const searchPassageSchema = z.object({ version_id: z.string(), segments: z.array(highlightSegmentSchema) });
export type SearchPassage = z.infer<typeof searchPassageSchema>;

/** One row of the repository list: a folder or a document (with its current version's facts). */
export const repositoryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(REPOSITORY_ITEM_KINDS),
  name: z.string(),
  parent_id: z.string().nullable(),
  /** Folders from the root down to the parent, for breadcrumbs and "in folder" on search hits. */
  path: z.array(namedRefSchema),
  document_type: namedRefSchema.nullable(),
  owner: personRefSchema.nullable(),
  /** Documents: the current version's facts; folders: null (size) and 0 (version). */
  size: z.number().nullable(),
  version: z.number(),
  current_version_id: z.string().nullable(),
  file_type: z.enum(REPOSITORY_FILE_TYPES).nullable(),
  mime_type: z.string().nullable(),
  index_state: z.enum(INDEX_STATES).nullable(),
  index_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set while the item is in the bin; `purge_at` is when the purge job removes it. */
  deleted_at: z.string().nullable(),
  purge_at: z.string().nullable(),
  /** Search only: the best passages with the query's words marked. */
  passages: z.array(searchPassageSchema).optional(),
});
export type RepositoryItem = z.infer<typeof repositoryItemSchema>;

export const REPOSITORY_ORDERING_FIELDS = ['name', 'updated_at', 'size', 'document_type', 'owner'] as const;
/** The single-field orderings the repository's headings set. */
export const REPOSITORY_ORDERINGS = [
  'name',
  '-name',
  'updated_at',
  '-updated_at',
  'size',
  '-size',
  'document_type',
  '-document_type',
  'owner',
  '-owner',
] as const;
export type RepositoryOrdering = (typeof REPOSITORY_ORDERINGS)[number];

/**
 * GET /api/v1/documents/repository/: one folder's items (folders first), or with `search` the
 * documents anywhere whose name or text matches, best first; with `bin=true` the bin's items.
 */
export const repositoryListQuerySchema = paginationQuerySchema.extend({
  parent_id: z.string().uuid().optional(),
  search: z.string().trim().max(200).optional(),
  ordering: orderingParam(REPOSITORY_ORDERING_FIELDS),
  document_type: z.string().uuid().optional(),
  bin: z.enum(['true', 'false']).optional(),
});
export type RepositoryListQuery = z.input<typeof repositoryListQuerySchema>;

/** `data` of the list: the page plus the folder's breadcrumbs (root first, the folder itself last). */
export const repositoryListSchema = z.object({
  count: z.number(),
  /** A search only: it met more passages than a search ranks, so more documents than `count` may match. */
  count_capped: z.boolean().optional(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(repositoryItemSchema),
  breadcrumbs: z.array(namedRefSchema),
});
export type RepositoryList = z.infer<typeof repositoryListSchema>;

const itemName = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(200, 'Use at most 200 characters.')
  .refine((name) => !/[\\/]/.test(name) && name !== '.' && name !== '..', 'A name cannot contain / or \\ or be . or ..');

/** POST /api/v1/documents/repository/: a new folder. */
export const createFolderRequestSchema = z.object({ name: itemName, parent_id: z.string().uuid().nullable().optional() });
export type CreateFolderRequest = z.infer<typeof createFolderRequestSchema>;

/**
 * PATCH /api/v1/documents/repository-details/{id}/: rename, move (parent_id; null is the root),
 * change the document type. DELETE moves to the bin; POST .../{id}/restore/ takes it back out.
 */
export const updateRepositoryItemRequestSchema = z.object({
  name: itemName.optional(),
  parent_id: z.string().uuid().nullable().optional(),
  document_type_id: z.string().uuid().nullable().optional(),
});
export type UpdateRepositoryItemRequest = z.infer<typeof updateRepositoryItemRequestSchema>;

/** One version of a document, as /version-history lists them (newest first). */
export const documentVersionSchema = z.object({
  id: z.string(),
  document_id: z.string(),
  version: z.number(),
  size: z.number(),
  file_type: z.enum(REPOSITORY_FILE_TYPES),
  mime_type: z.string(),
  original_name: z.string(),
  comment: z.string(),
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
  is_current: z.boolean(),
  /** When this version restores an older one: that version's number. */
  restored_from: z.number().nullable(),
  index_state: z.enum(INDEX_STATES),
  index_error: z.string().nullable(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** `data` of GET /api/v1/documents/repository-details/{id}/: the document and every version. */
export const repositoryItemDetailSchema = z.object({
  item: repositoryItemSchema,
  versions: z.array(documentVersionSchema),
});
export type RepositoryItemDetail = z.infer<typeof repositoryItemDetailSchema>;

/** POST /api/v1/documents/repository-details/{id}/versions/{versionId}/restore/ body. */
export const restoreVersionRequestSchema = z.object({ comment: z.string().trim().max(500).optional() });

/**
 * POST /api/v1/documents/file-upload/: multipart, ONE file per request (so each file has its own
 * progress and its own error). Text fields come before the file part.
 * - `parent_id`: the folder (absent: the root)
 * - `document_id`: upload a new version of this document instead of a new document
 * - `document_type_id`, `comment`: optional
 * `data` of the answer is the RepositoryItem. Errors: 413 too large, 415 type not allowed,
 * 400 empty file, 409 a document with that name exists in the folder.
 */
export const FILE_UPLOAD_FIELDS = ['parent_id', 'document_id', 'document_type_id', 'comment'] as const;

/**
 * GET /api/v1/documents/file-preview/{documentId}/?version_id=: how to show a version in the page.
 * pdf and image: load `content_url` (a short-lived signed link) in an iframe or img; text: the text;
 * docx: safe HTML (no scripts, no links other than http(s)); xlsx and csv: the first rows per sheet.
 */
export const previewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pdf'), content_url: z.string() }),
  z.object({ kind: z.literal('image'), content_url: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string(), truncated: z.boolean() }),
  z.object({ kind: z.literal('html'), html: z.string() }),
  z.object({
    kind: z.literal('table'),
    sheets: z.array(z.object({ name: z.string(), rows: z.array(z.array(z.string())), truncated: z.boolean() })),
  }),
]);
export type Preview = z.infer<typeof previewSchema>;

/**
 * POST /api/v1/documents/file-preview/{documentId}/link/ → `data: { url }`: a signed link, valid for
 * five minutes, that streams the version's bytes without an Authorization header (for downloads,
 * iframes and images). `disposition: attachment` downloads under the original name.
 */
export const fileLinkRequestSchema = z.object({
  version_id: z.string().uuid().optional(),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
export type FileLinkRequest = z.input<typeof fileLinkRequestSchema>;
export const fileLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;
