// Reading a stored confirmed layout back from the database (JSON) with the shape the library uses.
import { z } from 'zod';
import type { QuestionnaireLayout } from './table-layout.ts';

const column = z.number().int().min(0);

export const questionnaireLayoutSchema: z.ZodType<QuestionnaireLayout> = z.object({
  tables: z.array(
    z.object({
      key: z.string(),
      included: z.boolean(),
      columns: z
        .object({
          headerRow: column.nullable(),
          question: column,
          reference: column.nullable(),
          verdict: column.nullable(),
          explanation: column.nullable(),
        })
        .nullable(),
    }),
  ),
});
