import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS, apiPatch, saveUserDetail } from '@app/shared';
import { userDetailUpdateSchema, type UserDetailResponse } from '@app/shared/contract';
import { useState } from 'react';
import { OutlinedField } from '../forms/OutlinedField';
import { schemaErrors } from '../forms/schemaErrors';
import { useFormFields } from '../forms/useFormFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { DetailPending, useAccountDetail } from './useAccountDetail';

type Names = { first_name: string; last_name: string };

function ReadOnlyDetails({ detail }: { detail: UserDetailResponse }) {
  const rows: Array<[label: string, value: string]> = [
    ['Email', detail.user.email],
    ['Role', detail.user_type.name],
    // Staff belong to the organisation itself; entity users to one of its clients.
    ...(detail.entity ? [['Client', detail.entity.name] as [string, string]] : []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 2 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function NamesForm({ detail, onSaved }: { detail: UserDetailResponse; onSaved: (detail: UserDetailResponse) => void }) {
  const saved: Names = { first_name: detail.user.first_name, last_name: detail.user.last_name };
  const form = useFormFields(saved);
  const ruleErrors = schemaErrors<keyof Names>(userDetailUpdateSchema, form.values);
  const errors = form.shownErrors(ruleErrors);
  const unchanged = form.values.first_name === saved.first_name && form.values.last_name === saved.last_name;

  const { busy, submit: save } = useFormSubmit(form, ruleErrors, async () => {
    const answer = await apiPatch<UserDetailResponse>(ACCOUNT_PATHS.userDetail, {
      first_name: form.values.first_name.trim(),
      last_name: form.values.last_name.trim(),
    });
    onSaved(answer.data);
    return answer.message;
  });

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <OutlinedField label="First name" autoComplete="given-name" required {...form.bind('first_name')} error={errors.first_name} />
          <OutlinedField label="Last name" autoComplete="family-name" required {...form.bind('last_name')} error={errors.last_name} />
        </Stack>
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start" disabled={unchanged} sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
      </Stack>
    </Box>
  );
}

/** The Profile tab: the name is the person's to edit; email and role are the organisation's. */
export function ProfileForm() {
  const { detail, retry } = useAccountDetail<UserDetailResponse>(ACCOUNT_PATHS.userDetail);
  const [savedDetail, setSavedDetail] = useState<UserDetailResponse | null>(null);
  if (detail.state !== 'loaded') return <DetailPending detail={detail} retry={retry} label="Loading your profile" />;

  const current = savedDetail ?? detail.data;
  return (
    <Stack spacing={4} sx={{ maxWidth: 640 }}>
      <NamesForm
        // A save starts the form again from what the server kept.
        key={`${current.user.first_name}\u0000${current.user.last_name}`}
        detail={current}
        onSaved={(saved) => {
          saveUserDetail(saved);
          setSavedDetail(saved);
        }}
      />
      <ReadOnlyDetails detail={current} />
    </Stack>
  );
}
