import { SUBSCRIPTION_PATHS, SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type EntitySubscription, type SubscriptionPlan } from '@app/shared/contract';
import { MoreDateFilters } from '@app/shared/date-input';
import { FilterBar, SelectFilter, useLookup } from '@app/shared/page-parts';
import type { SubscriptionFiltersControl } from '../stores/subscriptionFilters';

/**
 * The subscription filters (spec section 3), bound to the subscriptionFilters group: client, plan
 * (archived ones too: their subscriptions run on) and status in view, the dates on demand.
 */
export function SubscriptionFilterBar({ filters, isFiltered, activeCount, setFilter, clearFilters }: SubscriptionFiltersControl) {
  const clients = useLookup<EntitySubscription>(SUBSCRIPTION_PATHS.entitySubscriptions);
  const plans = useLookup<SubscriptionPlan>(SUBSCRIPTION_PATHS.plans);
  return (
    <FilterBar label="Filter subscriptions" isFiltered={isFiltered} activeCount={activeCount} onClear={clearFilters}>
      <SelectFilter
        label="Client"
        anyLabel="Any client"
        value={filters.client}
        onChange={(value) => setFilter('client', value)}
        options={clients.items.map((client) => ({ value: client.id, label: client.name }))}
      />
      <SelectFilter
        label="Plan"
        anyLabel="Any plan"
        value={filters.subscription}
        onChange={(value) => setFilter('subscription', value)}
        options={plans.items.map((plan) => ({ value: plan.id, label: plan.archived ? `${plan.name} (archived)` : plan.name }))}
      />
      <SelectFilter
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status] }))}
      />
      <MoreDateFilters
        filters={[
          { label: 'Starts from', value: filters.startDate, onChange: (value) => setFilter('startDate', value) },
          { label: 'Ends by', value: filters.endDate, onChange: (value) => setFilter('endDate', value) },
        ]}
      />
    </FilterBar>
  );
}
