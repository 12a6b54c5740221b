import Button from '@mui/material/Button';
import { logout } from '@app/shared';
import AccountsLayout from './AccountsLayout';
import { AccountTaskFrame } from './AccountTaskFrame';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Shown instead of every workspace page while the signed-in user's password has expired. */
export default function ExpiredPasswordPage() {
  return (
    <AccountsLayout>
      <AccountTaskFrame
        title="Change your password"
        purpose="Your password has expired. Choose a new one to continue; your other devices will be signed out."
        footer={
          <Button variant="text" onClick={() => void logout()} sx={{ alignSelf: 'flex-start' }}>
            Sign out
          </Button>
        }
      >
        <ChangePasswordForm submitLabel="Change password and continue" />
      </AccountTaskFrame>
    </AccountsLayout>
  );
}
