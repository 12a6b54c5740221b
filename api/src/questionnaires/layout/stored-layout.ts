// The layout a person confirmed for a questionnaire, kept with the document (null: none, detection decides).
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { questionnaireLayoutSchema, type QuestionnaireLayout } from '../formats/index.ts';

export async function storedLayout(trx: TenantTransaction, tenantId: string, documentId: string): Promise<QuestionnaireLayout | null> {
  const { layout } = await trx
    .selectFrom('project_documents')
    .select('layout')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  return layout === null ? null : questionnaireLayoutSchema.parse(layout);
}
