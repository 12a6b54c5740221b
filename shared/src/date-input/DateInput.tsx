import { DATE_FORMATS, formatFilterDate } from '@app/shared/format';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import moment, { type Moment } from 'moment';

export interface DateInputProps {
  label: string;
  /** The date as the spec's filter format, YYYY-M-DD; '' when unset. */
  value: string;
  onChange(value: string): void;
  disablePast?: boolean;
  /** 'small' in filter bars (the default), 'medium' in forms. */
  size?: 'small' | 'medium';
}

/**
 * A date picker that reads and writes YYYY-M-DD strings, so redux keeps plain text. The picker is
 * heavy: reach it through LazyDateInput. It is a separate entry of @app/shared (`@app/shared/date-input`)
 * so that only the screens with a date field load the picker and moment.
 */
export default function DateInput({ label, value, onChange, disablePast, size = 'small' }: DateInputProps) {
  const handleChange = (date: Moment | null) => {
    // A half-typed date is invalid: keep the last whole date until the person finishes typing.
    if (date === null) onChange('');
    else if (date.isValid()) onChange(formatFilterDate(date));
  };
  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <DatePicker
        label={label}
        value={value ? moment(value, DATE_FORMATS.filter) : null}
        onChange={handleChange}
        format={DATE_FORMATS.date}
        disablePast={disablePast}
        // Names the calendar button after its field: several "Choose date" buttons would be ambiguous.
        localeText={{
          openDatePickerDialogue: (selected) => (selected ? `Choose ${label.toLowerCase()}, selected date is ${selected}` : `Choose ${label.toLowerCase()}`),
        }}
        slotProps={{ textField: { size, fullWidth: true }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
