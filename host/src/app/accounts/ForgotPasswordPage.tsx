import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ACCOUNT_PATHS, apiErrorMessage, apiFieldErrors, apiPublicPost, enqueueToast } from '@app/shared';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema } from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { OutlinedField } from '../forms/OutlinedField';
import { schemaErrors } from '../forms/schemaErrors';
import { useFormFields } from '../forms/useFormFields';
import { AccountTaskFrame } from './AccountTaskFrame';
import { recaptchaField, usePrepareRecaptcha } from './recaptcha';

/**
 * /accounts/forgot-password: asking for a link to choose a new password. The answer is the same
 * whether or not the email has an account, and so is what the page says.
 */
export default function ForgotPasswordPage() {
  const form = useFormFields({ email: '' });
  const ruleErrors = schemaErrors<'email'>(forgotPasswordRequestSchema, form.values);
  const errors = form.shownErrors(ruleErrors);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  usePrepareRecaptcha();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit(ruleErrors)) return;
    setBusy(true);
    try {
      await apiPublicPost(ACCOUNT_PATHS.forgotPassword, { email: form.values.email.trim(), ...(await recaptchaField('forgot_password')) });
      setSent(true);
    } catch (error) {
      form.showServerErrors(apiFieldErrors(error));
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountTaskFrame title="Forgot your password?" purpose="Ask here for an email with a link to choose a new password for your account.">
      {sent ? (
        <Alert severity="success" role="status">
          {FORGOT_PASSWORD_MESSAGE} If it does not arrive in a few minutes, check your spam folder.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={send}>
          <Stack spacing={3}>
            <OutlinedField label="Email" type="email" autoComplete="email" required {...form.bind('email')} error={errors.email} />
            <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
              Send reset link
            </Button>
          </Stack>
        </Box>
      )}
    </AccountTaskFrame>
  );
}
