import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import { OutlinedField } from './OutlinedField';

type PasswordFieldProps = Omit<ComponentProps<typeof OutlinedField>, 'type' | 'endAdornment'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with a show/hide button named after the field ("Show new password"). */
export function PasswordField({ label, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const name = label.toLowerCase();
  return (
    <OutlinedField
      label={label}
      type={shown ? 'text' : 'password'}
      {...field}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={shown ? `Hide ${name}` : `Show ${name}`} onClick={() => setShown((now) => !now)} edge="end">
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
