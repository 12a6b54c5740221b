import { apiGet, apiPost } from '@app/shared';
import { PROJECT_PATHS, type ExportStatus, type FileLink } from '@app/shared/contract';

/**
 * A signed link (a few minutes) to the document as pdf; the API refuses with a message when it cannot
 * convert (no LibreOffice, a damaged file, an image).
 */
export async function convertToPdf(documentId: string, signal: AbortSignal): Promise<FileLink> {
  const { data } = await apiPost<FileLink>(PROJECT_PATHS.convertToPdf, { document_id: documentId }, { signal });
  return data;
}

/** Exports one document in its own format with its answers written in. */
export async function startDocumentExport(projectId: string, documentId: string): Promise<ExportStatus> {
  const { data } = await apiPost<ExportStatus>(PROJECT_PATHS.exports, { project_id: projectId, document_ids: [documentId] });
  return data;
}

export async function fetchExportStatus(exportId: string, signal: AbortSignal): Promise<ExportStatus> {
  const { data } = await apiGet<ExportStatus>(PROJECT_PATHS.exportStatus(exportId), { signal });
  return data;
}
