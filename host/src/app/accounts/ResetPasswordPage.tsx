import { AccountTaskFrame } from './AccountTaskFrame';

/** /accounts/reset-password/{token}: choosing a new password from the emailed link. */
export default function ResetPasswordPage() {
  return (
    <AccountTaskFrame
      title="Choose a new password"
      purpose="Set the new password of your account here, from the link you received by email."
    />
  );
}
