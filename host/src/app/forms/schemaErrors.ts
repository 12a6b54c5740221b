import type { FieldErrors } from './useFormFields';

/** What this needs of a contract (zod) schema. */
interface Schema {
  safeParse(values: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** The first message a contract schema gives for each field of `values`. */
export function schemaErrors<F extends string>(schema: Schema, values: unknown): FieldErrors<F> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors as FieldErrors<F>;
}
