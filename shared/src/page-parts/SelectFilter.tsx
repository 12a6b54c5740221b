import TextField from '@mui/material/TextField';

export interface SelectFilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  label: string;
  /** The first choice, which sets no filter ("Any client"). */
  anyLabel: string;
  value: string;
  onChange(value: string): void;
  options: readonly SelectFilterOption[];
  fullWidth?: boolean;
  sx?: Parameters<typeof TextField>[0]['sx'];
}

/**
 * One choice of a list's filter bar: a native select, so the keyboard and screen readers work as
 * everywhere and no menu code loads with the list.
 */
export function SelectFilter({ label, anyLabel, value, onChange, options, fullWidth, sx }: SelectFilterProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={fullWidth}
      sx={sx}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
