import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS, apiErrorMessage, apiGet, useAppSelector } from '@app/shared';
import type { User } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';

/** The signed-in user's profile, read-only: the session's copy at once, the server's once it answers. */
export function ProfileDetails() {
  const session = useAppSelector((state) => state.auth);
  const [serverUser, setServerUser] = useState<Partial<User> | null>(null);

  useEffect(() => {
    apiGet<Partial<User>>(ACCOUNT_PATHS.userDetail)
      .then((answer) => setServerUser(answer.data))
      .catch((error: unknown) => enqueueSnackbar(apiErrorMessage(error), { variant: 'error' }));
  }, []);

  const user = { ...session.user, ...serverUser };
  const details: Array<[label: string, value: string | undefined]> = [
    ['Name', user.full_name],
    ['Email', user.email],
    ['Role', session.userType?.name],
    // Staff belong to the organisation itself; entity users to one of its clients.
    ...(session.entity ? [['Client', session.entity.name] as [string, string]] : []),
  ];

  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 2 }, m: 0 }}
    >
      {details.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
