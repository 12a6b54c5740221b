import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ACCOUNT_PATHS, apiErrorMessage, apiFieldErrors, apiPost, clearSession, enqueueToast, LOGIN_PATH } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBranding } from '../branding/BrandingProvider';
import { PasswordField } from '../forms/PasswordField';
import { useFormFields } from '../forms/useFormFields';

const CONSEQUENCE =
  'You will be signed out everywhere and will not be able to sign in again. Your name and email are removed; the record of what you did stays in the audit log. This cannot be undone.';

/** The Delete account tab: the password proves it is the person, a dialog makes sure they mean it. */
export function DeleteAccountForm() {
  const { title } = useBranding();
  const navigate = useNavigate();
  const form = useFormFields({ password: '' });
  const ruleErrors = { password: form.values.password ? undefined : 'Enter your password.' };
  const errors = form.shownErrors(ruleErrors);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (form.trySubmit(ruleErrors)) setConfirming(true);
  };

  const deleteAccount = async () => {
    setBusy(true);
    try {
      const answer = await apiPost(ACCOUNT_PATHS.deleteAccount, { password: form.values.password });
      clearSession();
      navigate(LOGIN_PATH, { replace: true });
      enqueueToast(answer.message, { variant: 'success' });
    } catch (error) {
      setConfirming(false);
      setBusy(false);
      form.showServerErrors(apiFieldErrors(error));
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={askToConfirm} sx={{ maxWidth: 480 }}>
      <Stack spacing={2.5}>
        <Alert severity="warning">
          Deleting your account ends your access to {title}. {CONSEQUENCE}
        </Alert>
        <PasswordField label="Password" autoComplete="current-password" required {...form.bind('password')} error={errors.password} />
        <Button type="submit" variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }}>
          Delete my account
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-consequence"
      >
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-consequence">{CONSEQUENCE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy} autoFocus>
            Keep my account
          </Button>
          <Button color="error" variant="contained" onClick={() => void deleteAccount()} loading={busy} loadingPosition="start">
            Delete account
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
