// The library filter's choices: the topics it holds (with how many entries each) and the people who
// approved its entries.
import type { AnswerLibraryTopic, PersonRef } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { personRef } from '../http/people.ts';

/** The library's topics (questionnaire sections), case-insensitively in order, with their number of entries. */
export async function libraryTopics(trx: TenantTransaction, tenantId: string): Promise<AnswerLibraryTopic[]> {
  const rows = await trx
    .selectFrom('answer_library')
    .select(['topic', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tenant_id', '=', tenantId)
    .where('topic', 'is not', null)
    .groupBy('topic')
    .orderBy((eb) => eb.fn('lower', ['topic']))
    .execute();
  return rows.map((row) => ({ topic: row.topic!, count: Number(row.count) }));
}

/** The people who approved entries of the library, by name. */
export async function libraryOwners(trx: TenantTransaction, tenantId: string): Promise<PersonRef[]> {
  const rows = await trx
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('u.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.exists(eb.selectFrom('answer_library as l').select('l.id').whereRef('l.tenant_id', '=', 'u.tenant_id').whereRef('l.approved_by', '=', 'u.id')),
    )
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => personRef(row.id, row.first_name, row.last_name)!);
}
