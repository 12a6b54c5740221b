import { FullPageSpinner, usePermissions, type PermissionMode } from '@app/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { NotAuthorized } from './NotAuthorized';

/** How long a user without the permission sees the spinner before the message (spec section 9). */
export const NOT_AUTHORIZED_DELAY_MS = 5000;

interface RequirePermissionProps {
  permissions: readonly string[];
  mode?: PermissionMode;
  children: ReactNode;
}

/** Shows the screen to users with the permission; others get a spinner, then the not-authorized message. */
export function RequirePermission({ permissions, mode = 'any', children }: RequirePermissionProps) {
  const { can } = usePermissions();
  const allowed = can(permissions, mode);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);

  useEffect(() => {
    if (allowed) return undefined;
    const timer = setTimeout(() => setWaitedLongEnough(true), NOT_AUTHORIZED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed]);

  if (allowed) return children;
  return waitedLongEnough ? <NotAuthorized /> : <FullPageSpinner label="Checking your access" />;
}
