import { useAppSelector } from '@app/shared';
import { lazy, type ReactNode } from 'react';

const ExpiredPasswordPage = lazy(() => import('../accounts/ExpiredPasswordPage'));

/** An expired password is changed before anything else of the workspace shows (spec section 3). */
export function PasswordExpiryGate({ children }: { children: ReactNode }) {
  const expired = useAppSelector((state) => state.user.expiredPasswordStatus);
  return expired ? <ExpiredPasswordPage /> : children;
}
