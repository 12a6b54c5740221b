import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'error' | 'label'> {
  label: string;
  /** The field's message; the field shows as invalid while there is one. */
  error?: string;
  /** What the field expects, shown while there is no message. */
  hint?: string;
}

/**
 * A labelled text field of the account and settings forms. TextField would do, but it also bundles
 * Select, Menu and Modal, which the public pages' first load does not need.
 */
export function OutlinedField({ label, error, hint, id, ...input }: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={message ? messageId : undefined} {...input} />
      {message && <FormHelperText id={messageId}>{message}</FormHelperText>}
    </FormControl>
  );
}
