import type { Subscription } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import { visuallyHidden } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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

const HEADINGS = ['Client', 'Plan', 'Start', 'End', 'Status', 'Price'];

/** The subscriptions as a table from tablet width up. */
export function SubscriptionTable({ subscriptions, actions }: SubscriptionListProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Subscriptions">
          <TableHead>
            <TableRow>
              {HEADINGS.map((heading) => (
                <TableCell key={heading} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {heading}
                </TableCell>
              ))}
              {actions ? (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {subscriptions.map((subscription) => (
              <TableRow key={subscription.id}>
                <TableCell>{subscription.entity.name}</TableCell>
                <TableCell>{subscription.plan.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(subscription.start_date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{endText(subscription)}</TableCell>
                <TableCell>
                  <SubscriptionStatusChip status={subscription.status} />
                </TableCell>
                <TableCell>{formatPrice(subscription.price, subscription.currency, subscription.billing_period)}</TableCell>
                {actions ? (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canBeChanged(subscription) ? <ActionButtons subscription={subscription} actions={actions} /> : null}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** On a phone, one card per subscription: nothing scrolls sideways. */
export function SubscriptionCards({ subscriptions, actions }: SubscriptionListProps) {
  return (
    <Box component="ul" aria-label="Subscriptions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {subscriptions.map((subscription) => (
        <Card component="li" key={subscription.id} variant="outlined" aria-label={`${subscription.entity.name}, ${subscription.plan.name}`}>
          <CardContent sx={{ display: 'grid', gap: 0.5, pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {subscription.entity.name}
              </Typography>
              <SubscriptionStatusChip status={subscription.status} />
            </Box>
            <Typography>
              {subscription.plan.name} · {formatPrice(subscription.price, subscription.currency, subscription.billing_period)}
            </Typography>
            <Typography color="text.secondary">
              {subscription.end_date
                ? `${formatDate(subscription.start_date)} to ${formatDate(subscription.end_date)}`
                : `From ${formatDate(subscription.start_date)}, until cancelled`}
            </Typography>
          </CardContent>
          {actions && canBeChanged(subscription) ? (
            <CardActions sx={{ pt: 0 }}>
              <ActionButtons subscription={subscription} actions={actions} />
            </CardActions>
          ) : null}
        </Card>
      ))}
    </Box>
  );
}
