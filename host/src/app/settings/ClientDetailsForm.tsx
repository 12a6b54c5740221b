import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ACCOUNT_PATHS, apiPatch, saveUserDetail, store } from '@app/shared';
import { entityDetailUpdateSchema, type EntityDetail } from '@app/shared/contract';
import { OutlinedField } from '../forms/OutlinedField';
import { schemaErrors } from '../forms/schemaErrors';
import { useFormFields, type FieldErrors } from '../forms/useFormFields';
import { useFormSubmit } from '../forms/useFormSubmit';
import { CountryStateFields, missingStateError } from '../lookups/CountryStateFields';
import { useCountryStates } from '../lookups/useCountryStates';
import { DetailPending, useAccountDetail } from './useAccountDetail';

type Values = { name: string; country_id: string; state_id: string };

/** The session's copy of the client (user menu, `merchantData`) follows a renamed client. */
function keepClientName(detail: EntityDetail): void {
  const { user, userType } = store.getState().auth;
  if (user && userType) saveUserDetail({ user, user_type: userType, entity: { id: detail.id, name: detail.name } });
}

function ClientForm({ detail, onSaved }: { detail: EntityDetail; onSaved: (detail: EntityDetail) => void }) {
  const form = useFormFields<Values>({ name: detail.name, country_id: detail.country_id, state_id: detail.state_id ?? '' });
  const lookups = useCountryStates(form.values.country_id);
  const body = { ...form.values, name: form.values.name.trim(), state_id: form.values.state_id || null };
  const ruleErrors: FieldErrors<keyof Values> = {
    ...schemaErrors<keyof Values>(entityDetailUpdateSchema, body),
    state_id: missingStateError(lookups, form.values.country_id, form.values.state_id),
  };
  const errors = form.shownErrors(ruleErrors);

  const { busy, submit: save } = useFormSubmit(form, ruleErrors, async () => {
    const answer = await apiPatch<EntityDetail>(ACCOUNT_PATHS.entityDetail, body);
    onSaved(answer.data);
    return answer.message;
  });

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ maxWidth: 480 }}>
      <Stack spacing={2.5}>
        <OutlinedField label="Company name" autoComplete="organization" required {...form.bind('name')} error={errors.name} />
        <CountryStateFields
          lookups={lookups}
          countryId={form.values.country_id}
          stateId={form.values.state_id}
          onCountryChange={(id) => form.setValue('country_id', id)}
          onStateChange={(id) => form.setValue('state_id', id)}
          onCountryBlur={() => form.visit('country_id')}
          onStateBlur={() => form.visit('state_id')}
          errors={errors}
        />
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start" sx={{ alignSelf: 'flex-start' }}>
          Save client details
        </Button>
      </Stack>
    </Box>
  );
}

/** The Client details tab of an entity user: the client organisation's name and where it is. */
export function ClientDetailsForm() {
  const { detail, retry } = useAccountDetail<EntityDetail>(ACCOUNT_PATHS.entityDetail);
  if (detail.state !== 'loaded') return <DetailPending detail={detail} retry={retry} label="Loading the client details" />;
  return <ClientForm detail={detail.data} onSaved={keepClientName} />;
}
