import { FilterBar } from '@app/shared';
import {
  SUBSCRIPTION_PATHS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type EntitySubscription,
  type SubscriptionPlan,
} from '@app/shared/contract';
import { MoreDateFilters } from '@app/shared/date-input';
import { useLookup } from '@app/shared/page-parts';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { SubscriptionFiltersControl } from '../stores/subscriptionFilters';

interface ChoiceFilterProps {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}

/** A native select: keyboard and screen readers work as everywhere, and nothing heavy loads. */
function ChoiceFilter({ label, value, onChange, children }: ChoiceFilterProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

/**
 * The subscription filters (spec section 3), bound to the subscriptionFilters group: client, plan
 * (archived ones too: their subscriptions run on) and status in view, the dates on demand.
 */
export function SubscriptionFilterBar({ filters, isFiltered, setFilter, clearFilters }: SubscriptionFiltersControl) {
  const clients = useLookup<EntitySubscription>(SUBSCRIPTION_PATHS.entitySubscriptions);
  const plans = useLookup<SubscriptionPlan>(SUBSCRIPTION_PATHS.plans);
  return (
    <FilterBar label="Filter subscriptions" isFiltered={isFiltered} onClear={clearFilters}>
      <ChoiceFilter label="Client" value={filters.client} onChange={(value) => setFilter('client', value)}>
        <option value="">Any client</option>
        {clients.items.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </ChoiceFilter>
      <ChoiceFilter label="Plan" value={filters.subscription} onChange={(value) => setFilter('subscription', value)}>
        <option value="">Any plan</option>
        {plans.items.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.archived ? `${plan.name} (archived)` : plan.name}
          </option>
        ))}
      </ChoiceFilter>
      <ChoiceFilter label="Status" value={filters.status} onChange={(value) => setFilter('status', value)}>
        <option value="">Any status</option>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SUBSCRIPTION_STATUS_LABELS[status]}
          </option>
        ))}
      </ChoiceFilter>
      <MoreDateFilters
        filters={[
          { label: 'Starts from', value: filters.startDate, onChange: (value) => setFilter('startDate', value) },
          { label: 'Ends by', value: filters.endDate, onChange: (value) => setFilter('endDate', value) },
        ]}
      />
    </FilterBar>
  );
}
