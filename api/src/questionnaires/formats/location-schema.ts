// Reading a stored location back from the database (JSON) with the same shape the library wrote.
import { z } from 'zod';
import type { QuestionLocation } from './index.ts';

const index = z.number().int().min(0);
const position = z.number().int().min(1);
const verdictValues = z.array(z.string()).optional();
const marksAt = <T extends z.ZodTypeAny>(place: T) => z.object({ yes: place.optional(), no: place.optional(), 'n/a': place.optional() }).optional();

/** The columns of a question's row in a table (csv, Word), counted from 0. */
const tableColumns = {
  questionColumn: index,
  answerColumn: index,
  verdictColumn: index.optional(),
  verdictValues,
  verdictMarks: marksAt(index),
  verdictBoxes: z.boolean().optional(),
};

export const questionLocationSchema: z.ZodType<QuestionLocation> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('xlsx'),
    sheet: z.string(),
    row: position,
    questionCell: z.string(),
    answerCell: z.string(),
    verdictCell: z.string().optional(),
    verdictValues,
    verdictMarks: marksAt(z.string()),
    verdictBoxes: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('csv'), row: index, ...tableColumns }),
  z.object({
    kind: z.literal('docx_paragraph'),
    paragraphIndex: index,
    answerParagraphIndex: index.optional(),
    verdictParagraphIndex: index.optional(),
    verdictValues,
  }),
  z.object({ kind: z.literal('docx_table_cell'), tableIndex: index, row: index, ...tableColumns }),
  z.object({
    kind: z.literal('pdf'),
    page: position,
    line: index,
    lineCount: position,
    answerField: z.string().optional(),
    verdictFields: marksAt(z.object({ field: z.string(), value: z.string() })),
  }),
]);
