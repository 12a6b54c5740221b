import { AccountTaskFrame } from './AccountTaskFrame';

/** /accounts/forgot-password: asking for a link to choose a new password. */
export default function ForgotPasswordPage() {
  return (
    <AccountTaskFrame
      title="Forgot your password?"
      purpose="Ask here for an email with a link to choose a new password for your account."
    />
  );
}
