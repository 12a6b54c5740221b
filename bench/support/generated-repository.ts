// A generated repository of documents (mostly small txt, md, docx and pdf files, one folder per
// topic), uploaded through the real HTTP API, then waited on until the server has indexed every one.
// Both the repository and the questionnaire benchmarks stand on it.
import type { RepositoryItem, RepositoryItemDetail, RepositoryList } from '../../shared/src/contract/index.ts';
import { docxFile, pdfFile } from '@app/test-fixtures/test-files';
import { inParallel, sleep, type ApiClient } from './api-client.ts';
import { between, codeNames, COMMON_WORDS, heading, paragraphs, pick, seededRandom, TOPICS, type DocumentTheme, type Random } from './corpus.ts';
import { seconds } from './report.ts';

const REPOSITORY = '/api/v1/documents/repository/';
const FILE_UPLOAD = '/api/v1/documents/file-upload/';
const DOCUMENT_TYPES = '/api/v1/documents/lookups/repository-document-type/';
const details = (id: string) => `/api/v1/documents/repository-details/${id}/`;

const DOCUMENT_KINDS = ['Policy', 'Standard', 'Procedure', 'Runbook', 'Meeting notes', 'Assessment', 'Report', 'Guideline', 'Plan', 'FAQ'];
/** Share of each file type among the documents. */
const FILE_TYPE_SHARES = [
  ['txt', 0.3],
  ['md', 0.3],
  ['docx', 0.25],
  ['pdf', 0.15],
] as const;
type GeneratedType = (typeof FILE_TYPE_SHARES)[number][0];
const CODE_NAMES_PER_DOCUMENT = 2;
/** With two per document, each code name is in about this many documents: a selective search. */
const DOCUMENTS_PER_CODE_NAME = 6;

export interface GeneratedDocument {
  name: string;
  topicIndex: number;
  fileType: GeneratedType;
  content: Uint8Array;
}

export interface RepositoryVocabulary {
  /** Each code name in use, with the topic of a document that holds it. */
  codeNames: ReadonlyMap<string, number>;
}

function fileTypeOf(random: Random): GeneratedType {
  let roll = random();
  for (const [type, share] of FILE_TYPE_SHARES) {
    roll -= share;
    if (roll < 0) return type;
  }
  return 'txt';
}

/** Mostly small: 85 % under 4,000 characters, 13 % up to 30,000, 2 % up to 120,000. */
function textLength(random: Random): number {
  const roll = random();
  if (roll < 0.85) return between(random, 600, 4_000);
  if (roll < 0.98) return between(random, 4_000, 30_000);
  return between(random, 30_000, 120_000);
}

async function documentContent(random: Random, theme: DocumentTheme, title: string, fileType: GeneratedType): Promise<Uint8Array> {
  const body = paragraphs(random, theme, textLength(random));
  switch (fileType) {
    case 'txt':
      return Buffer.from(`${title}\n\n${body.join('\n\n')}\n`);
    case 'md': {
      const lines = [`# ${title}`, ''];
      body.forEach((text, index) => {
        if (index % 3 === 0) lines.push(`## ${heading(random, theme)}`, '');
        if (random() < 0.2) lines.push(...text.split('. ').map((sentence) => `- ${sentence.replace(/\.$/, '')}`), '');
        else lines.push(text, '');
      });
      return Buffer.from(lines.join('\n'));
    }
    case 'docx':
      return docxFile([title, ...body]);
    case 'pdf': {
      // About 2,500 characters a page, as a printed policy.
      const pages: string[][] = [[title]];
      let pageLength = 0;
      for (const text of body) {
        if (pageLength > 2_500) {
          pages.push([]);
          pageLength = 0;
        }
        pages.at(-1)!.push(text);
        pageLength += text.length;
      }
      return pdfFile(pages);
    }
  }
}

/** `count` documents and the code names in them, the same for the same seed. */
export async function generateDocuments(count: number, seed = 20_240_601): Promise<{ documents: GeneratedDocument[]; vocabulary: RepositoryVocabulary }> {
  const random = seededRandom(seed);
  const names = codeNames(random, Math.max(10, Math.round((count * CODE_NAMES_PER_DOCUMENT) / DOCUMENTS_PER_CODE_NAME)));
  const documents: GeneratedDocument[] = [];
  const used = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const topicIndex = Math.floor(random() * TOPICS.length);
    const theme: DocumentTheme = { topic: TOPICS[topicIndex]!, codeNames: Array.from({ length: CODE_NAMES_PER_DOCUMENT }, () => pick(random, names)) };
    for (const name of theme.codeNames) if (!used.has(name)) used.set(name, topicIndex);
    const fileType = fileTypeOf(random);
    const title = `${theme.topic.title} ${pick(random, DOCUMENT_KINDS)} ${theme.codeNames[0]} ${String(index + 1).padStart(4, '0')}`;
    documents.push({ name: `${title}.${fileType}`, topicIndex, fileType, content: await documentContent(random, theme, title, fileType) });
  }
  return { documents, vocabulary: { codeNames: used } };
}

export type QueryKind = 'selective' | 'topic' | 'broad';

/**
 * Searches of 1–3 words as people type them: a code name with words of its topic (a few documents),
 * topic words (a folder's worth) or common words (most of the repository).
 */
export function searchQueries(count: number, vocabulary: RepositoryVocabulary, seed = 7): { text: string; kind: QueryKind }[] {
  const random = seededRandom(seed);
  const common = COMMON_WORDS.slice(0, 80);
  const codeNamesInUse = [...vocabulary.codeNames.keys()];
  return Array.from({ length: count }, () => {
    const words = between(random, 1, 3);
    const roll = random();
    if (roll < 0.35) {
      const codeName = pick(random, codeNamesInUse);
      const topic = TOPICS[vocabulary.codeNames.get(codeName)!]!;
      return { text: [codeName, ...Array.from({ length: words - 1 }, () => pick(random, topic.words))].join(' '), kind: 'selective' as const };
    }
    const topic = pick(random, TOPICS);
    if (roll < 0.75) return { text: Array.from({ length: words }, () => pick(random, topic.words)).join(' '), kind: 'topic' as const };
    return { text: Array.from({ length: words }, () => pick(random, common)).join(' '), kind: 'broad' as const };
  });
}

export interface UploadedDocument {
  id: string;
  size: number;
  folderId: string;
}

export interface IndexingFigures {
  documents: number;
  bytes: number;
  uploadSeconds: number;
  /** Indexed by the time the uploads ended (the job worker runs while they arrive). */
  indexedAtUploadEnd: number;
  /** From the end of the uploads to the last document indexed. */
  indexSecondsAfterUpload: number;
  documentsPerSecondAfterUpload: number;
  megabytesPerSecondAfterUpload: number;
  /** From the first upload to the last document indexed. */
  totalSeconds: number;
  failed: number;
}

interface IndexScan {
  pending: number;
  failed: number;
  /** Sizes of the documents indexed (or failed: done either way) by id. */
  done: Map<string, number>;
}

async function scanIndexStates(client: ApiClient, folderIds: readonly string[]): Promise<IndexScan> {
  const scan: IndexScan = { pending: 0, failed: 0, done: new Map() };
  for (const folderId of folderIds) {
    for (let page = 1; ; page += 1) {
      const list = await client.get<RepositoryList>(`${REPOSITORY}?parent_id=${folderId}&page_size=200&page=${page}`);
      for (const item of list.results) {
        if (item.kind !== 'document') continue;
        if (item.index_state === 'queued' || item.index_state === 'indexing') scan.pending += 1;
        else scan.done.set(item.id, item.size ?? 0);
        if (item.index_state === 'failed') scan.failed += 1;
      }
      if (!list.next) break;
    }
  }
  return scan;
}

const isDone = (item: RepositoryItem) => item.index_state !== 'queued' && item.index_state !== 'indexing';

/**
 * Waits until every document is indexed (or failed). Cheap polling first: the last uploads are the
 * last jobs the worker takes, so their states are watched; then the whole repository is checked.
 */
async function waitUntilIndexed(
  client: ApiClient,
  uploaded: readonly UploadedDocument[],
  folderIds: readonly string[],
  timeoutMs: number,
): Promise<{ at: number; scan: IndexScan }> {
  const deadline = Date.now() + timeoutMs;
  const last = uploaded.slice(-8);
  for (;;) {
    const states = await Promise.all(last.map((document) => client.get<RepositoryItemDetail>(details(document.id))));
    if (states.every((state) => isDone(state.item))) break;
    if (Date.now() > deadline) throw new Error(`Indexing did not finish within ${timeoutMs / 1000} s.`);
    await sleep(250);
  }
  for (;;) {
    const at = performance.now();
    const scan = await scanIndexStates(client, folderIds);
    if (scan.pending === 0) return { at, scan };
    if (Date.now() > deadline) throw new Error(`Indexing did not finish within ${timeoutMs / 1000} s (${scan.pending} pending).`);
    await sleep(500);
  }
}

/**
 * Uploads the documents (a folder per topic, `concurrency` uploads at a time) and waits until all are
 * indexed. The documents-per-second figure counts what was indexed after the last upload ended, when
 * the worker no longer shares the server with the uploads.
 */
export async function uploadRepository(
  client: ApiClient,
  documents: readonly GeneratedDocument[],
  options: { concurrency?: number; timeoutMs?: number } = {},
): Promise<{ uploaded: UploadedDocument[]; figures: IndexingFigures }> {
  const { concurrency = 4, timeoutMs = 15 * 60_000 } = options;
  const folders: string[] = [];
  for (const topic of TOPICS) folders.push((await client.post<RepositoryItem>(REPOSITORY, { name: topic.title })).id);
  const typeIds = (await client.get<{ id: string }[]>(DOCUMENT_TYPES)).map((type) => type.id);

  const started = performance.now();
  const uploaded = await inParallel(documents, concurrency, async (document, index) => {
    const fields: Record<string, string> = { parent_id: folders[document.topicIndex]! };
    if (typeIds.length > 0) fields.document_type_id = typeIds[index % typeIds.length]!;
    const item = await client.upload<RepositoryItem>(FILE_UPLOAD, fields, { name: document.name, content: document.content });
    return { id: item.id, size: item.size ?? document.content.byteLength, folderId: fields.parent_id! };
  });
  const uploadEnded = performance.now();
  const atUploadEnd = await scanIndexStates(client, folders);
  const scannedAt = performance.now();
  const { at: allIndexed, scan } = await waitUntilIndexed(client, uploaded, folders, timeoutMs);

  const afterUpload = uploaded.filter((document) => !atUploadEnd.done.has(document.id));
  const bytesAfterUpload = afterUpload.reduce((sum, document) => sum + document.size, 0);
  const indexSecondsAfterUpload = seconds(scannedAt, allIndexed);
  return {
    uploaded,
    figures: {
      documents: uploaded.length,
      bytes: uploaded.reduce((sum, document) => sum + document.size, 0),
      uploadSeconds: seconds(started, uploadEnded),
      indexedAtUploadEnd: atUploadEnd.done.size,
      indexSecondsAfterUpload,
      documentsPerSecondAfterUpload: afterUpload.length / indexSecondsAfterUpload,
      megabytesPerSecondAfterUpload: bytesAfterUpload / (1024 * 1024) / indexSecondsAfterUpload,
      totalSeconds: seconds(started, allIndexed),
      failed: scan.failed,
    },
  };
}
