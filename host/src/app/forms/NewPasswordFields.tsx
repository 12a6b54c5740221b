import type { ComponentProps } from 'react';
import { NEW_PASSWORD_HINT } from './newPasswordErrors';
import { PasswordField } from './PasswordField';

type Binding = Pick<ComponentProps<typeof PasswordField>, 'name' | 'value' | 'onChange' | 'onBlur'>;

interface NewPasswordFieldsProps {
  /** e.g. 'Password' (sign-up) or 'New password' (reset, change); the confirmation repeats it. */
  label: string;
  password: Binding;
  confirmation: Binding;
  errors: { password?: string; confirmation?: string };
}

/** A new password with the policy as its hint, and its confirmation: the pair every password form asks for. */
export function NewPasswordFields({ label, password, confirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required {...password} error={errors.password} hint={NEW_PASSWORD_HINT} />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" required {...confirmation} error={errors.confirmation} />
    </>
  );
}
