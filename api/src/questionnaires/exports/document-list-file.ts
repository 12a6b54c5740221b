// The list of a project's documents with their status and progress, as an xlsx or csv file.
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { type ProjectDocument, WORKFLOW_STATE_LABELS } from '@app/shared/contract';

/** The spec's export date format, YYYY-M-DD. */
const exportDay = (iso: string) => {
  const date = new Date(iso);
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${String(date.getUTCDate()).padStart(2, '0')}`;
};

function documentListRows(documents: readonly ProjectDocument[]): (string | number)[][] {
  return documents.map((document) => [
    document.name,
    document.document_type?.name ?? '',
    document.category?.name ?? '',
    document.format ?? '',
    WORKFLOW_STATE_LABELS[document.state],
    document.progress.total,
    document.progress.approved,
    document.progress.not_applicable,
    document.progress.total - document.progress.approved - document.progress.not_applicable,
    document.progress.percent,
    document.uploaded_by?.full_name ?? '',
    exportDay(document.created_at),
    document.error ?? '',
  ]);
}

const LIST_HEADER = [
  'Document',
  'Type',
  'Category',
  'Format',
  'Status',
  'Questions',
  'Approved',
  'Not applicable',
  'Open',
  'Progress (%)',
  'Uploaded by',
  'Uploaded on',
  'Problem',
];

export async function documentListFile(projectName: string, documents: readonly ProjectDocument[], format: 'xlsx' | 'csv'): Promise<Buffer> {
  const rows = documentListRows(documents);
  if (format === 'csv') return Buffer.from(stringify([LIST_HEADER, ...rows], { bom: true }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Documents');
  sheet.addRow([projectName]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(LIST_HEADER).font = { bold: true };
  sheet.addRows(rows);
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 40 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
