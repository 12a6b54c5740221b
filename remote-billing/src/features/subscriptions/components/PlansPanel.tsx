import { apiErrorMessage, EmptyState } from '@app/shared';
import { SUBSCRIPTION_PATHS, type SubscriptionPlan } from '@app/shared/contract';
import { LoadFailed, useApiData } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { lazy, Suspense, useState } from 'react';
import { updatePlan } from '../api/subscriptionRequests';
import { useCanManageSubscriptions } from '../hooks/useCanManageSubscriptions';
import { formatPrice, termText } from './money';

// The form opens on demand: its chunk (with the plan's zod schema) is fetched then.
const PlanDialog = lazy(() => import('./PlanDialog'));

const currentText = (count: number) => (count === 0 ? 'No current subscriptions' : count === 1 ? '1 current subscription' : `${count} current subscriptions`);

function PlanCard({ plan, onEdit, onArchive }: { plan: SubscriptionPlan; onEdit?(): void; onArchive?(): void }) {
  return (
    <Card component="li" variant="outlined" aria-label={plan.name} sx={{ display: 'flex', flexDirection: 'column', opacity: plan.archived ? 0.85 : 1 }}>
      <CardContent sx={{ display: 'grid', gap: 0.75, alignContent: 'start', flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {plan.name}
          </Typography>
          {plan.archived ? <Chip size="small" label="Archived" variant="outlined" /> : null}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{formatPrice(plan.price, plan.currency, plan.billing_period)}</Typography>
        <Typography color="text.secondary">{`Term: ${termText(plan.duration_months).toLowerCase()}`}</Typography>
        {plan.description ? <Typography color="text.secondary">{plan.description}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {currentText(plan.current_subscriptions)}
        </Typography>
      </CardContent>
      {onEdit && onArchive ? (
        <CardActions>
          <Button size="small" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            color={plan.archived ? 'primary' : 'error'}
            onClick={onArchive}
            aria-label={`${plan.archived ? 'Restore' : 'Archive'} ${plan.name}`}
          >
            {plan.archived ? 'Restore' : 'Archive'}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

/**
 * The organisation's plans as cards, archived ones last. People with manage_subscriptions create,
 * edit, archive (no longer offered; its subscriptions run on) and restore them; others only read.
 */
export default function PlansPanel() {
  const canManage = useCanManageSubscriptions();
  const { data: plans, loading, error, retry, refresh } = useApiData<SubscriptionPlan[]>(SUBSCRIPTION_PATHS.plans);
  const [editing, setEditing] = useState<SubscriptionPlan | 'new'>();

  const toggleArchived = async (plan: SubscriptionPlan) => {
    try {
      const { message } = await updatePlan(plan.id, { archived: !plan.archived });
      enqueueSnackbar(message, { variant: 'success' });
      await refresh();
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
  };

  const newPlanButton = canManage ? (
    <Button variant="contained" onClick={() => setEditing('new')}>
      New plan
    </Button>
  ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      {!plans ? (
        loading ? (
          <Skeleton variant="rounded" height={180} aria-label="Loading plans" role="progressbar" />
        ) : null
      ) : plans.length === 0 ? (
        <EmptyState
          title="No plans yet."
          description={canManage ? 'Create a plan with its price and term, then assign it to your clients.' : 'The plans your organisation sells appear here.'}
          action={newPlanButton}
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Typography role="status" color="text.secondary">
              {plans.length === 1 ? '1 plan' : `${plans.length} plans`}
            </Typography>
            {newPlanButton}
          </Box>
          <Box
            component="ul"
            aria-label="Plans"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                onEdit={canManage ? () => setEditing(plan) : undefined}
                onArchive={canManage ? () => void toggleArchived(plan) : undefined}
              />
            ))}
          </Box>
        </>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <PlanDialog plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => void refresh()} />
        </Suspense>
      ) : null}
    </Box>
  );
}
