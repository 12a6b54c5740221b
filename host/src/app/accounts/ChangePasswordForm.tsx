import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ACCOUNT_PATHS, apiPost, saveTokens, saveUserDetail, store, useAppSelector } from '@app/shared';
import type { SessionTokens } from '@app/shared/contract';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { newPasswordErrors } from '../forms/newPasswordErrors';
import { PasswordField } from '../forms/PasswordField';
import { useFormFields } from '../forms/useFormFields';
import { useFormSubmit } from '../forms/useFormSubmit';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** The signed-in session goes on with the fresh tokens, and its password no longer counts as expired. */
function keepChangedPassword(tokens: SessionTokens): void {
  saveTokens(tokens);
  const { user, userType, entity } = store.getState().auth;
  if (user && userType) saveUserDetail({ user: { ...user, is_password_expired: false }, user_type: userType, entity });
}

/**
 * Changing the signed-in user's password (settings, and the forced change of an expired one). The
 * API revokes the other sessions and answers fresh tokens for this one.
 */
export function ChangePasswordForm({ submitLabel = 'Change password' }: { submitLabel?: string }) {
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const form = useFormFields(EMPTY, ['new_password']);
  const passwords = newPasswordErrors(form.values.new_password, form.values.confirm_password, email);
  const ruleErrors = {
    current_password: form.values.current_password ? undefined : 'Enter your current password.',
    new_password: passwords.password,
    confirm_password: passwords.confirmation,
  };
  const errors = form.shownErrors(ruleErrors);

  const { busy, submit: change } = useFormSubmit(form, ruleErrors, async () => {
    const { current_password, new_password } = form.values;
    const answer = await apiPost<SessionTokens>(ACCOUNT_PATHS.changePassword, { current_password, new_password });
    keepChangedPassword(answer.data);
    form.reset();
    return answer.message;
  });

  return (
    <Box component="form" noValidate onSubmit={change} sx={{ maxWidth: 480 }}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2.5}>
        <PasswordField label="Current password" autoComplete="current-password" required {...form.bind('current_password')} error={errors.current_password} />
        <NewPasswordFields
          label="New password"
          password={form.bind('new_password')}
          confirmation={form.bind('confirm_password')}
          errors={{ password: errors.new_password, confirmation: errors.confirm_password }}
        />
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start" sx={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
