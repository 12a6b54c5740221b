import { z } from 'zod';

// A questionnaire's layout, confirmed by a person (issue 12): for each sheet (xlsx, csv) or table
// (docx), whether it is read, its header row and the column of each role, with its first rows to
// check them by. Rows and columns are counted from 0.

/** The columns a person can assign; other columns (a category) are left to detection. */
export const LAYOUT_ROLES = ['question', 'reference', 'verdict', 'explanation'] as const;
export type LayoutRole = (typeof LAYOUT_ROLES)[number];

/** How the roles are named to people. */
export const LAYOUT_ROLE_LABELS: Record<LayoutRole, string> = {
  question: 'Question',
  reference: 'Question ID',
  verdict: 'Verdict (Yes/No)',
  explanation: 'Answer / explanation',
};

const roleColumnSchema = z.object({ column: z.number(), header: z.string() });

/** One sheet or table as it is read now. */
export const tableLayoutSchema = z.object({
  /** Which sheet or table: the sheet's name, "file" (csv), "table:<n>" (docx); sent back as it is. */
  key: z.string(),
  /** 'sheet "Access Control"', "the file", "table 2". */
  name: z.string(),
  included: z.boolean(),
  /** Why no questions are read from it ("it is hidden", "no question column was found"); null when some are. */
  skipped_reason: z.string().nullable(),
  /** Null: no header row (only question-like cells of the question column are read). */
  header_row: z.number().nullable(),
  column_count: z.number(),
  row_count: z.number(),
  /**
   * Each role's column and its header text; null when none. `explanation` null: the answer goes into
   * the verdict column alone, or (without one) into the first empty column right of the question.
   */
  roles: z.object({
    question: roleColumnSchema.nullable(),
    reference: roleColumnSchema.nullable(),
    verdict: roleColumnSchema.nullable(),
    explanation: roleColumnSchema.nullable(),
  }),
  /** The verdict column's values as the file spells them (its drop-down's), which the export writes. */
  verdict_values: z.array(z.string()).nullable(),
  question_count: z.number(),
  /** The rows with text at the top (where a header row may be) and the first rows under the header row. */
  rows: z.array(z.object({ row: z.number(), cells: z.array(z.string()) })),
});
export type TableLayout = z.infer<typeof tableLayoutSchema>;

/** `data` of GET /api/v1/documents/questionnaire-layout/{document_id}/ (and of its PUT). */
export const questionnaireLayoutSchema = z.object({
  document_id: z.string(),
  format: z.enum(['xlsx', 'csv', 'docx']),
  /** A person confirmed it (the last PUT); false: as detected. */
  confirmed: z.boolean(),
  tables: z.array(tableLayoutSchema),
});
export type QuestionnaireLayout = z.infer<typeof questionnaireLayoutSchema>;

const columnChoice = z.number().int().min(0, 'A column is counted from 0.').nullable();

/**
 * PUT /api/v1/documents/questionnaire-layout/{document_id}/: the layout to read the file with (every
 * table, or those to change: a table not sent is read as detected), then extracted again keeping the
 * answers people gave to questions found again.
 */
export const updateQuestionnaireLayoutRequestSchema = z.object({
  tables: z
    .array(
      z.object({
        key: z.string().min(1).max(300),
        included: z.boolean(),
        header_row: z.number().int().min(0, 'A row is counted from 0.').nullable(),
        roles: z.object({ question: columnChoice, reference: columnChoice, verdict: columnChoice, explanation: columnChoice }),
      }),
    )
    .min(1, 'Send the layout of at least one sheet or table.')
    .max(1000),
});
export type UpdateQuestionnaireLayoutRequest = z.infer<typeof updateQuestionnaireLayoutRequestSchema>;
export type TableLayoutChoice = UpdateQuestionnaireLayoutRequest['tables'][number];

/** A table's layout as GET answers it, in the shape a PUT sends it back. */
export const tableLayoutChoice = (table: TableLayout): TableLayoutChoice => ({
  key: table.key,
  included: table.included,
  header_row: table.header_row,
  roles: {
    question: table.roles.question?.column ?? null,
    reference: table.roles.reference?.column ?? null,
    verdict: table.roles.verdict?.column ?? null,
    explanation: table.roles.explanation?.column ?? null,
  },
});
