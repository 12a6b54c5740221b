import { BILLING_PERIOD_LABELS, type BillingPeriod } from '@app/shared/contract';

/** "$49.00 per month": the price in its currency's own way (no decimals for yen), and its period. */
export function formatPrice(price: number, currency: string, period?: BillingPeriod): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price);
  return period ? `${amount} ${BILLING_PERIOD_LABELS[period]}` : amount;
}

/** "12 months", "1 month", or "Until cancelled" for a plan without a term. */
export const termText = (months: number | null) => (months === null ? 'Until cancelled' : months === 1 ? '1 month' : `${months} months`);
