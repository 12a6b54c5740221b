import type { Subscription } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import { ResponsiveTable, type ListColumn, type SortControl } from '@app/shared/page-parts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { formatPrice } from './money';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

/** What the people who may change subscriptions can do to one not over yet. */
export interface SubscriptionActions {
  onEditEnd(subscription: Subscription): void;
  onCancel(subscription: Subscription): void;
}

interface SubscriptionListProps {
  subscriptions: Subscription[];
  /** Set for the people who may change subscriptions: those not over yet get their buttons. */
  actions?: SubscriptionActions;
  /** The list's order, shown and changed by the table's headings. */
  sort: SortControl;
}

const endText = (subscription: Subscription) => (subscription.end_date ? formatDate(subscription.end_date) : 'Until cancelled');
const canBeChanged = (subscription: Subscription) => subscription.status === 'active' || subscription.status === 'scheduled';
const ofSubscription = (subscription: Subscription) => `the ${subscription.plan.name} subscription of ${subscription.entity.name}`;

function ActionButtons({ subscription, actions }: { subscription: Subscription; actions: SubscriptionActions }) {
  return (
    <>
      <Button size="small" onClick={() => actions.onEditEnd(subscription)} aria-label={`Change the end date of ${ofSubscription(subscription)}`}>
        End date
      </Button>
      <Button size="small" color="error" onClick={() => actions.onCancel(subscription)} aria-label={`Cancel ${ofSubscription(subscription)}`}>
        Cancel
      </Button>
    </>
  );
}

const COLUMNS: ListColumn<Subscription>[] = [
  { header: 'Client', sortField: 'entity', place: 'title', cell: (subscription) => subscription.entity.name },
  { header: 'Plan', sortField: 'plan', cell: (subscription) => subscription.plan.name },
  { header: 'Start', sortField: 'start_date', cell: (subscription) => formatDate(subscription.start_date), sx: { whiteSpace: 'nowrap' } },
  { header: 'End', sortField: 'end_date', cell: endText, sx: { whiteSpace: 'nowrap' } },
  { header: 'Status', sortField: 'status', place: 'status', cell: (subscription) => <SubscriptionStatusChip status={subscription.status} /> },
  { header: 'Price', sortField: 'price', cell: (subscription) => formatPrice(subscription.price, subscription.currency, subscription.billing_period) },
];

/** The subscriptions: a table (sorted by its headings) from tablet width up, a card each on a phone. */
export function SubscriptionList({ subscriptions, actions, sort }: SubscriptionListProps) {
  const columns: ListColumn<Subscription>[] = actions
    ? [
        ...COLUMNS,
        {
          header: 'Actions',
          hideHeader: true,
          place: 'actions',
          cell: (subscription) => (canBeChanged(subscription) ? <ActionButtons subscription={subscription} actions={actions} /> : null),
          sx: { textAlign: 'right', whiteSpace: 'nowrap' },
        },
      ]
    : COLUMNS;
  return (
    <Paper variant="outlined">
      <ResponsiveTable label="Subscriptions" rows={subscriptions} rowKey={(subscription) => subscription.id} columns={columns} sort={sort} />
    </Paper>
  );
}
