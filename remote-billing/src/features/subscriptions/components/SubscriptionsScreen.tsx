import { EmptyState, PageFrame, useInjectReducer } from '@app/shared';
import type { Subscription } from '@app/shared/contract';
import { ListPagination, LoadFailed } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCanManageSubscriptions } from '../hooks/useCanManageSubscriptions';
import { SUBSCRIPTION_PAGE_SIZES, useSubscriptionList, type SubscriptionListControl } from '../hooks/useSubscriptionList';
import { addSubscriptionGroup } from '../stores/addSubscription';
import { SubscriptionFilterBar } from './SubscriptionFilterBar';
import { SubscriptionList, type SubscriptionActions } from './SubscriptionList';

// Rare or heavy parts are fetched when first opened, not with the list.
const AssignPlanDialog = lazy(() => import('./AssignPlanDialog'));
const CancelSubscriptionDialog = lazy(() => import('./CancelSubscriptionDialog'));
const EndDateDialog = lazy(() => import('./EndDateDialog'));
const PlansPanel = lazy(() => import('./PlansPanel'));

type TabName = 'subscriptions' | 'plans';
const TABS: { name: TabName; label: string }[] = [
  { name: 'subscriptions', label: 'Subscriptions' },
  { name: 'plans', label: 'Plans' },
];

const countText = (count: number) => (count === 1 ? '1 subscription' : `${count.toLocaleString('en-US')} subscriptions`);

function ListSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading subscriptions" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Box>
  );
}

interface SubscriptionsPanelProps {
  control: SubscriptionListControl;
  /** Set for the people who may assign plans: the empty list offers it. */
  onAssign?(): void;
  actions?: SubscriptionActions;
}

function SubscriptionsPanel({ control, onAssign, actions }: SubscriptionsPanelProps) {
  const { filterControl, list, sort, page, pageSize, setPage, setPageSize } = control;
  const { data, loading, error, retry } = list;

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <SubscriptionFilterBar {...filterControl} />
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      {!data ? (
        loading ? (
          <ListSkeleton />
        ) : null
      ) : data.count === 0 ? (
        filterControl.isFiltered ? (
          <EmptyState
            title="No subscriptions match these filters."
            description="Change the filters, or clear them to see every subscription."
            action={
              <Button variant="outlined" onClick={filterControl.clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No subscriptions yet."
            description={
              onAssign
                ? 'Assign a plan to a client to start its subscription; its dates, status and price are listed here.'
                : "The plans your organisation's clients hold are listed here with their dates and status."
            }
            action={
              onAssign ? (
                <Button variant="contained" onClick={onAssign}>
                  Assign a plan
                </Button>
              ) : null
            }
          />
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} aria-busy={loading}>
          <Typography role="status" color="text.secondary">
            {countText(data.count)}
          </Typography>
          {loading ? <LinearProgress aria-label="Loading subscriptions" /> : null}
          <SubscriptionList subscriptions={data.results} actions={actions} sort={sort} />
          <ListPagination
            count={data.count}
            page={page}
            pageSize={pageSize}
            pageSizes={SUBSCRIPTION_PAGE_SIZES}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * /subscription: the plans the organisation's clients hold, filtered and paged, and the plans
 * themselves on their own tab (kept in the address, so a link or Back opens the same tab). People
 * with manage_subscriptions assign plans, move end dates, cancel subscriptions and manage plans; others read.
 */
export default function SubscriptionsScreen() {
  // The draft of the "assign a plan" form (spec section 3).
  useInjectReducer(addSubscriptionGroup.name, addSubscriptionGroup.reducer);
  const canManage = useCanManageSubscriptions();
  const [address, setAddress] = useSearchParams();
  const tab: TabName = address.get('tab') === 'plans' ? 'plans' : 'subscriptions';
  const control = useSubscriptionList(tab === 'subscriptions');
  const [assigning, setAssigning] = useState(false);
  const [cancelling, setCancelling] = useState<Subscription>();
  const [editingEnd, setEditingEnd] = useState<Subscription>();

  const showTab = (next: TabName) =>
    setAddress((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'plans') changed.set('tab', next);
      else changed.delete('tab');
      return changed;
    });
  const refreshList = () => void control.list.refresh();

  return (
    <PageFrame
      title="Subscriptions"
      actions={
        canManage ? (
          <Button variant="contained" onClick={() => setAssigning(true)}>
            Assign plan
          </Button>
        ) : null
      }
    >
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => showTab(next)}
        aria-label="Subscriptions and plans"
        sx={{ mt: -1, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ name, label }) => (
          <Tab key={name} value={name} label={label} id={`billing-tab-${name}`} aria-controls={`billing-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`billing-panel-${tab}`} aria-labelledby={`billing-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'subscriptions' ? (
          <SubscriptionsPanel
            control={control}
            onAssign={canManage ? () => setAssigning(true) : undefined}
            actions={canManage ? { onCancel: setCancelling, onEditEnd: setEditingEnd } : undefined}
          />
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={180} role="progressbar" aria-label="Loading plans" />}>
            <PlansPanel />
          </Suspense>
        )}
      </Box>
      {assigning ? (
        <Suspense fallback={null}>
          <AssignPlanDialog
            onClose={() => setAssigning(false)}
            onAssigned={() => (tab === 'subscriptions' ? refreshList() : showTab('subscriptions'))}
            onShowPlans={() => {
              setAssigning(false);
              showTab('plans');
            }}
          />
        </Suspense>
      ) : null}
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelSubscriptionDialog subscription={cancelling} onClose={() => setCancelling(undefined)} onCancelled={refreshList} />
        </Suspense>
      ) : null}
      {editingEnd ? (
        <Suspense fallback={null}>
          <EndDateDialog subscription={editingEnd} onClose={() => setEditingEnd(undefined)} onChanged={refreshList} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
