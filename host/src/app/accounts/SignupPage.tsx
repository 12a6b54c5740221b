import { useParams } from 'react-router-dom';
import { AccountTaskFrame } from './AccountTaskFrame';

/** /accounts/signup/{userType}/{token}: setting up an invited account. */
export default function SignupPage() {
  const { userType } = useParams();
  const purpose =
    userType === 'entity'
      ? 'Set up the account your organisation was invited to, with the invitation link you received by email.'
      : 'Set up your account with the invitation link you received by email.';
  return <AccountTaskFrame title="Create your account" purpose={purpose} />;
}
