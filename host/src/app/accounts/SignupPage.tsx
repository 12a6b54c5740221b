import { ACCOUNT_PATHS } from '@app/shared';
import { SIGNUP_USER_TYPES, type Invitation, type SignupUserType } from '@app/shared/contract';
import { useParams } from 'react-router-dom';
import { AccountTaskFrame } from './AccountTaskFrame';
import { SignupForm } from './SignupForm';
import { TokenCheckStatus } from './TokenCheckStatus';
import { useTokenCheck } from './useTokenCheck';

const INVITATION_REFUSALS = {
  token_expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  token_used: 'This invitation has already been used. If you created your account with it, sign in below.',
  token_invalid: 'This invitation link is not valid. Check that you opened the whole link from the email.',
};

function isSignupUserType(value: string | undefined): value is SignupUserType {
  return (SIGNUP_USER_TYPES as readonly (string | undefined)[]).includes(value);
}

/** /accounts/signup/{userType}/{token}: setting up an invited account, once the invitation checks out. */
export default function SignupPage() {
  const { userType, '*': rest = '' } = useParams();
  // Any deeper path is a sign-up link too: the token is its last segment (spec section 2).
  const token = rest.split('/').filter(Boolean).pop();
  const check = useTokenCheck<Invitation>(isSignupUserType(userType) && token ? ACCOUNT_PATHS.verifyInvitation(token) : null);
  const purpose =
    userType === 'entity'
      ? 'Set up the account your organisation was invited to, with the invitation link you received by email.'
      : 'Set up your account with the invitation link you received by email.';

  // An invitation of the other kind is not this page's: the link was changed.
  const invitation = check.state === 'valid' && check.data.user_type === userType ? check.data : null;
  return (
    <AccountTaskFrame title="Create your account" purpose={purpose}>
      {invitation && token ? (
        <SignupForm invitation={invitation} token={token} />
      ) : (
        <TokenCheckStatus check={check.state === 'valid' ? { state: 'refused', code: 'token_invalid' } : check} refusals={INVITATION_REFUSALS} />
      )}
    </AccountTaskFrame>
  );
}
