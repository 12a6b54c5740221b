import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS, apiErrorMessage, apiFieldErrors, apiPublicPost, enqueueToast, saveSession } from '@app/shared';
import { signupEntityRequestSchema, signupUserRequestSchema, type Invitation, type LoginResponse } from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { newPasswordErrors } from '../forms/newPasswordErrors';
import { OutlinedField } from '../forms/OutlinedField';
import { schemaErrors } from '../forms/schemaErrors';
import { useFormFields, type FieldErrors } from '../forms/useFormFields';
import { CountryStateFields, missingStateError } from '../lookups/CountryStateFields';
import { useCountryStates, type CountryStates } from '../lookups/useCountryStates';
import { recaptchaField, usePrepareRecaptcha } from './recaptcha';

const EMPTY = {
  first_name: '',
  last_name: '',
  company_name: '',
  country_id: '',
  state_id: '',
  password: '',
  confirm_password: '',
};
type Values = typeof EMPTY;

/** The request body the values make, without the token and the reCAPTCHA field. */
function requestBody(invitation: Invitation, values: Values) {
  const { first_name, last_name, password } = values;
  if (invitation.user_type === 'user') return { first_name, last_name, password };
  return { first_name, last_name, password, company_name: values.company_name, country_id: values.country_id, state_id: values.state_id || null };
}

function validate(invitation: Invitation, values: Values, lookups: CountryStates): FieldErrors<keyof Values> {
  const schema = invitation.user_type === 'entity' ? signupEntityRequestSchema : signupUserRequestSchema;
  const passwords = newPasswordErrors(values.password, values.confirm_password, invitation.email);
  return {
    ...schemaErrors<keyof Values>(schema.omit({ token: true }), requestBody(invitation, values)),
    password: passwords.password,
    confirm_password: passwords.confirmation,
    ...(invitation.user_type === 'entity' && { state_id: missingStateError(lookups, values.country_id, values.state_id) }),
  };
}

interface SignupFormProps {
  invitation: Invitation;
  token: string;
}

/** The sign-up form of a checked invitation; an entity invitation also asks for the client's details. */
export function SignupForm({ invitation, token }: SignupFormProps) {
  const isEntity = invitation.user_type === 'entity';
  const navigate = useNavigate();
  const form = useFormFields({ ...EMPTY, company_name: invitation.entity?.name ?? '' }, ['password']);
  const lookups = useCountryStates(isEntity ? form.values.country_id : '');
  const ruleErrors = validate(invitation, form.values, lookups);
  const errors = form.shownErrors(ruleErrors);
  const [busy, setBusy] = useState(false);
  usePrepareRecaptcha();

  const signUp = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit(ruleErrors)) return;
    setBusy(true);
    try {
      const body = { token, ...requestBody(invitation, form.values), ...(await recaptchaField('signup')) };
      const answer = await apiPublicPost<LoginResponse>(ACCOUNT_PATHS.signup(invitation.user_type), body);
      saveSession(answer.data);
      enqueueToast(answer.message, { variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      form.showServerErrors(apiFieldErrors(error));
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={signUp}>
      <Stack spacing={2.5}>
        <Typography>
          You are joining <strong>{invitation.organisation.name}</strong> as <strong>{invitation.email}</strong>
          {invitation.role_group.name && <> ({invitation.role_group.name})</>}.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <OutlinedField label="First name" autoComplete="given-name" required {...form.bind('first_name')} error={errors.first_name} />
          <OutlinedField label="Last name" autoComplete="family-name" required {...form.bind('last_name')} error={errors.last_name} />
        </Stack>
        {isEntity && (
          <>
            <OutlinedField label="Company name" autoComplete="organization" required {...form.bind('company_name')} error={errors.company_name} />
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
          </>
        )}
        <NewPasswordFields
          label="Password"
          password={form.bind('password')}
          confirmation={form.bind('confirm_password')}
          errors={{ password: errors.password, confirmation: errors.confirm_password }}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
          Create account
        </Button>
      </Stack>
    </Box>
  );
}
