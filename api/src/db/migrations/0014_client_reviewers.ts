// People mentioned in a question's comments, by user id (a display name can change or be shared):
// each is notified, and a mentioned client user may follow the question's conversation.
import type { Kysely } from 'kysely';
import { isolateTenantTable } from './tenant-isolation.ts';

export async function up(db: Kysely<any>): Promise<void> {
  // The mention's comment and person are of the mention's own organisation, as everywhere else.
  await db.schema.alterTable('answer_comments').addUniqueConstraint('answer_comments_tenant_id_key', ['tenant_id', 'id']).execute();
  await db.schema
    .createTable('answer_comment_mentions')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('comment_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_comment_mentions_pkey', ['comment_id', 'user_id'])
    .addForeignKeyConstraint('answer_comment_mentions_comment_fkey', ['tenant_id', 'comment_id'], 'answer_comments', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('answer_comment_mentions_user_id_fkey', ['tenant_id', 'user_id'], 'users', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('answer_comment_mentions_user_idx').on('answer_comment_mentions').columns(['tenant_id', 'user_id']).execute();
  await isolateTenantTable(db, 'answer_comment_mentions', ['SELECT', 'INSERT', 'DELETE']);
}
