import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ACCOUNT_PATHS, apiErrorMessage, apiFieldErrors, apiPublicPost, enqueueToast } from '@app/shared';
import type { ResetToken } from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { newPasswordErrors } from '../forms/newPasswordErrors';
import { useFormFields } from '../forms/useFormFields';
import { AccountTaskFrame } from './AccountTaskFrame';
import { takeAddressAfterReset } from './addressAfterReset';
import { TokenCheckStatus } from './TokenCheckStatus';
import { useTokenCheck } from './useTokenCheck';

const RESET_REFUSALS = {
  token_expired: 'This link to reset your password has expired. Ask for a new one: it takes a minute.',
  token_used: 'This link has already been used to reset the password. Ask for a new one if you need to reset it again.',
  token_invalid: 'This link to reset your password is not valid. Check that you opened the whole link from the email, or ask for a new one.',
};

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const form = useFormFields({ password: '', confirm_password: '' }, ['password']);
  const passwords = newPasswordErrors(form.values.password, form.values.confirm_password, email);
  const ruleErrors = { password: passwords.password, confirm_password: passwords.confirmation };
  const errors = form.shownErrors(ruleErrors);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit(ruleErrors)) return;
    setBusy(true);
    try {
      await apiPublicPost(ACCOUNT_PATHS.resetPassword(token), { password: form.values.password });
      enqueueToast('Your password has been changed. Please sign in.', { variant: 'success' });
      navigate(takeAddressAfterReset(), { replace: true });
    } catch (error) {
      form.showServerErrors(apiFieldErrors(error));
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2.5}>
        <NewPasswordFields
          label="New password"
          password={form.bind('password')}
          confirmation={form.bind('confirm_password')}
          errors={{ password: errors.password, confirmation: errors.confirm_password }}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
          Change password
        </Button>
      </Stack>
    </Box>
  );
}

/** /accounts/reset-password/{token}: choosing a new password from the emailed link, once the link checks out. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = useTokenCheck<ResetToken>(ACCOUNT_PATHS.validateResetToken(token));
  return (
    <AccountTaskFrame title="Choose a new password" purpose="Set the new password of your account here, from the link you received by email.">
      {check.state === 'valid' ? (
        <NewPasswordForm token={token} email={check.data.email} />
      ) : (
        <TokenCheckStatus
          check={check}
          refusals={RESET_REFUSALS}
          nextStep={
            <Button component={RouterLink} to="/accounts/forgot-password" variant="contained">
              Ask for a new link
            </Button>
          }
        />
      )}
    </AccountTaskFrame>
  );
}
