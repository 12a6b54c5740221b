// A project document as it leaves the product: a questionnaire with its approved answers written
// into its own cells, paragraphs, table cells or form fields (a pdf without form fields becomes an
// xlsx answer sheet);
// a supporting file as it was uploaded.
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { citationSchema } from '@app/shared/contract';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { readAll } from '../../files/read-content.ts';
import { questionLocationSchema, spellsVerdict, writeAnswers, type AnswerToWrite, type QuestionnaireFormat } from '../formats/index.ts';

/**
 * What a question marked not applicable gets in the exported file: in its answer column, or in its
 * explanation column when its verdict column cannot say N/A ("Yes,No"). A verdict column that can say
 * it gets its "N/A" alone.
 */
export const NOT_APPLICABLE_TEXT = 'Not applicable';

export interface ExportedDocument {
  id: string;
  name: string;
  sha256: string;
  size: number;
  mime_type: string;
  format: QuestionnaireFormat | null;
}

export type AnsweredContent =
  { kind: 'bytes'; name: string; data: Uint8Array; mimeType: string } | { kind: 'stored'; name: string; sha256: string; size: number; mimeType: string };

/** "Sources: A.docx, B.pdf." from an answer's repository citations; '' when it cites none. */
export function sourcesLine(citations: unknown): string {
  const parsed = z.array(citationSchema).safeParse(citations);
  const names = parsed.success
    ? [...new Set(parsed.data.filter((citation) => citation.source === 'repository').map((citation) => citation.document_name))]
    : [];
  return names.length > 0 ? `Sources: ${names.join(', ')}.` : '';
}

/**
 * The approved (and not applicable) answers of a questionnaire with their verdicts, with where each
 * is written; with `includeSources`, an answer's cited documents follow its explanation.
 */
export async function finalAnswers(trx: TenantTransaction, tenantId: string, documentId: string, { includeSources = false } = {}): Promise<AnswerToWrite[]> {
  const rows = await trx
    .selectFrom('questions')
    .select(['location', 'answer', 'status', 'verdict', 'citations'])
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .where('status', 'in', ['approved', 'not_applicable'])
    .orderBy('ordinal')
    .execute();
  return rows.map((row) => {
    const location = questionLocationSchema.parse(row.location);
    if (row.status !== 'not_applicable') {
      const sources = includeSources ? sourcesLine(row.citations) : '';
      return { location, answer: [row.answer.trim(), sources].filter(Boolean).join('\n\n'), verdict: row.verdict };
    }
    return spellsVerdict(location, 'n/a') ? { location, answer: '', verdict: 'n/a' } : { location, answer: NOT_APPLICABLE_TEXT, verdict: null };
  });
}

/** A name any file system takes. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'export';

/** The name with another extension: "security.pdf" answered as a sheet is "security.xlsx". */
const withExtension = (name: string, extension: string) => `${name.replace(/\.[^.]+$/, '')}.${extension}`;

/** The file to export; `answers` (from finalAnswers) for a questionnaire. */
export async function answeredContent(storage: FileStorage, document: ExportedDocument, answers: readonly AnswerToWrite[]): Promise<AnsweredContent> {
  if (!document.format) {
    return { kind: 'stored', name: document.name, sha256: document.sha256, size: Number(document.size), mimeType: document.mime_type };
  }
  const original = await readAll(await storage.open(document.sha256));
  const answered = await writeAnswers(document.format, original, answers);
  return { kind: 'bytes', name: withExtension(document.name, answered.extension), data: answered.data, mimeType: answered.mimeType };
}

/** The content to put in a zip or the storage. */
export async function contentStream(storage: FileStorage, content: AnsweredContent): Promise<Readable | Buffer> {
  return content.kind === 'bytes' ? Buffer.from(content.data) : storage.open(content.sha256);
}
