import { EmptyState, FilterBar, PageFrame, useInjectReducer } from '@app/shared';
import { MoreDateFilters } from '@app/shared/date-input';
import { useSubscriptionFilters } from '../hooks/useSubscriptionFilters';
import { addSubscriptionGroup } from '../stores/addSubscription';

/**
 * /subscription: the plans the organisation's clients hold. The client, plan and status filters
 * choose from the subscription lookups and join with the subscription API. The date filters open
 * on demand, so the date picker is not part of this screen's first load.
 */
export default function SubscriptionsScreen() {
  // The draft of the "assign a plan" form, which opens from this screen.
  useInjectReducer(addSubscriptionGroup.name, addSubscriptionGroup.reducer);
  const { filters, isFiltered, setFilter, clearFilters } = useSubscriptionFilters();
  return (
    <PageFrame title="Subscriptions">
      <FilterBar label="Filter subscriptions" isFiltered={isFiltered} onClear={clearFilters}>
        <MoreDateFilters
          filters={[
            { label: 'Start date', value: filters.startDate, onChange: (value) => setFilter('startDate', value) },
            { label: 'End date', value: filters.endDate, onChange: (value) => setFilter('endDate', value) },
          ]}
        />
      </FilterBar>
      {isFiltered ? (
        <EmptyState
          title="No subscriptions match these filters."
          description="Widen the dates, or clear the filters to see every subscription."
        />
      ) : (
        <EmptyState
          title="No subscriptions yet."
          description="Assign a plan to a client to start its subscription; its dates and status are listed here."
        />
      )}
    </PageFrame>
  );
}
