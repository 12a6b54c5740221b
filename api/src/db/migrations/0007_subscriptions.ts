// Subscriptions the organisation sells to its clients: its plans, and a plan assigned to a client from
// a start date. A subscription's status is derived from its dates and cancellation when read
// (subscription/subscription-status.ts), so it never goes stale.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isolateTenantTable } from './tenant-isolation.ts';

const uuidPrimaryKey = (column: ColumnDefinitionBuilder) => column.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = sql`now()`;
// Written out, not imported: a migration stays what it was when it ran.
const CURRENCIES = `'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'JPY'`;
const BILLING_PERIODS = `'monthly', 'yearly'`;
const MAX_DURATION_MONTHS = 120;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscription_plans')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql.raw(`currency IN (${CURRENCIES})`)))
    .addColumn('billing_period', 'text', (c) => c.notNull().check(sql.raw(`billing_period IN (${BILLING_PERIODS})`)))
    // Null: no fixed term, the subscription runs until cancelled.
    .addColumn('duration_months', 'integer', (c) => c.check(sql.raw(`duration_months BETWEEN 1 AND ${MAX_DURATION_MONTHS}`)))
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('subscription_plans_created_by_fkey', ['tenant_id', 'created_by'], 'users', ['tenant_id', 'id'])
    .addUniqueConstraint('subscription_plans_tenant_id_key', ['tenant_id', 'id'])
    .execute();
  // Names are unique per organisation whatever their case: "Gold" and "gold" would be confused.
  await sql`CREATE UNIQUE INDEX subscription_plans_tenant_name_key ON subscription_plans (tenant_id, lower(name))`.execute(db);

  // Price, currency and billing period are copied from the plan when it is assigned: what was sold.
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('entity_id', 'uuid', (c) => c.notNull())
    .addColumn('plan_id', 'uuid', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    // The last day included; null: until cancelled.
    .addColumn('end_date', 'date')
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('billing_period', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'uuid')
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('subscriptions_dates_check', sql`end_date IS NULL OR end_date >= start_date`)
    .addForeignKeyConstraint('subscriptions_entity_fkey', ['tenant_id', 'entity_id'], 'entities', ['tenant_id', 'id'])
    .addForeignKeyConstraint('subscriptions_plan_fkey', ['tenant_id', 'plan_id'], 'subscription_plans', ['tenant_id', 'id'])
    .addForeignKeyConstraint('subscriptions_cancelled_by_fkey', ['tenant_id', 'cancelled_by'], 'users', ['tenant_id', 'id'])
    .addForeignKeyConstraint('subscriptions_created_by_fkey', ['tenant_id', 'created_by'], 'users', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('subscriptions_entity_idx').on('subscriptions').columns(['tenant_id', 'entity_id', 'start_date']).execute();
  await db.schema.createIndex('subscriptions_plan_idx').on('subscriptions').columns(['tenant_id', 'plan_id']).execute();

  for (const table of ['subscription_plans', 'subscriptions']) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION set_updated_at()`.execute(db);
    // Nothing is deleted: plans are archived, subscriptions cancelled.
    await isolateTenantTable(db, table, ['SELECT', 'INSERT', 'UPDATE']);
  }

  // Administrators of existing organisations manage subscriptions, as new organisations' do.
  await sql`
    UPDATE role_groups SET permissions = array_append(permissions, 'manage_subscriptions')
    WHERE name = 'Administrator' AND NOT ('manage_subscriptions' = ANY (permissions))`.execute(db);
}
