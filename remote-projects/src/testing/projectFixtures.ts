// Test data in the contract's shapes, for the screens' tests. Ids are UUIDs, as the API's are.
import type { AnswerProgress, EntityMember, ExportStatus, LookupItem, NamedRef, Project, ProjectDocument } from '@app/shared/contract';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CLIENT = { id: uuid(101), name: 'Northwind' };
export const OTHER_CLIENT = { id: uuid(102), name: 'Contoso' };
export const ADA = { id: uuid(201), full_name: 'Ada Lovelace' };
export const GRACE = { id: uuid(202), full_name: 'Grace Hopper' };
export const CLIENT_MEMBERS: EntityMember[] = [
  { ...ADA, email: 'ada@demo.test', kind: 'staff' },
  { ...GRACE, email: 'grace@northwind.test', kind: 'entity' },
];
export const DOCUMENT_TYPES: LookupItem[] = [
  { id: uuid(301), name: 'Security questionnaire', code: 'questionnaire' },
  { id: uuid(302), name: 'Supporting document', code: 'supporting_document' },
];
export const DOCUMENT_CATEGORIES: NamedRef[] = [
  { id: uuid(401), name: 'Security' },
  { id: uuid(402), name: 'Privacy' },
];
export const PROJECT_STATUS_LOOKUP = [
  { code: 'not_started', name: 'Not started' },
  { code: 'in_progress', name: 'In progress' },
  { code: 'in_review', name: 'In review' },
  { code: 'completed', name: 'Completed' },
  { code: 'on_hold', name: 'On hold' },
];

export function anAnswerProgress(approved: number, total: number, overrides: Partial<AnswerProgress> = {}): AnswerProgress {
  return {
    total,
    unanswered: 0,
    suggested: total - approved,
    edited: 0,
    approved,
    rejected: 0,
    not_applicable: 0,
    percent: total === 0 ? 0 : (100 * approved) / total,
    ...overrides,
  };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: uuid(1),
    name: 'Vendor security review',
    description: 'Annual questionnaire from Northwind.',
    entity: CLIENT,
    status: { code: 'in_progress', name: 'In progress' },
    deadline: null,
    created_by: ADA,
    assignees: [ADA],
    documents_count: 1,
    progress: anAnswerProgress(10, 40),
    created_at: '2025-03-07T14:05:00Z',
    updated_at: '2025-03-08T09:00:00Z',
    ...overrides,
  };
}

export function aDocument(overrides: Partial<ProjectDocument> = {}): ProjectDocument {
  return {
    id: uuid(501),
    project_id: uuid(1),
    name: 'security-questionnaire.xlsx',
    format: 'xlsx',
    size: 48_000,
    // As the API names it on a document: without the lookup's code.
    document_type: { id: DOCUMENT_TYPES[0].id, name: DOCUMENT_TYPES[0].name },
    category: DOCUMENT_CATEGORIES[0],
    is_questionnaire: true,
    state: 'ready_for_review',
    error: null,
    reading_notes: [],
    progress: anAnswerProgress(10, 40),
    reviewer: GRACE,
    uploaded_by: ADA,
    created_at: '2025-03-07T14:05:00Z',
    updated_at: '2025-03-08T09:00:00Z',
    ...overrides,
  };
}

export function anExportStatus(overrides: Partial<ExportStatus> = {}): ExportStatus {
  return { id: uuid(601), state: 'queued', done: 0, total: 3, file_name: 'vendor-security-review.zip', url: null, error: null, ...overrides };
}

export const paged = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
