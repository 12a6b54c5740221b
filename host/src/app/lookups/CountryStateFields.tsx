import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { LookupItem } from '@app/shared/contract';
import type { CountryStates } from './useCountryStates';

interface LookupFieldProps {
  label: string;
  items: LookupItem[];
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  loading: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
}

/** A searchable choice from a lookup list, keyed by the item's id. */
function LookupField({ label, items, value, onChange, onBlur, loading, disabled, error, hint }: LookupFieldProps) {
  return (
    <Autocomplete
      options={items}
      value={items.find((item) => item.id === value) ?? null}
      onChange={(_event, item) => onChange(item?.id ?? '')}
      onBlur={onBlur}
      getOptionLabel={(item) => item.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      disabled={disabled}
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} required={!disabled} error={Boolean(error)} helperText={error ?? hint} />}
    />
  );
}

interface CountryStateFieldsProps {
  lookups: CountryStates;
  countryId: string;
  stateId: string;
  onCountryChange: (id: string) => void;
  onStateChange: (id: string) => void;
  onCountryBlur?: () => void;
  onStateBlur?: () => void;
  errors: { country_id?: string; state_id?: string };
}

/** Country, then the states of that country; a country without states needs none. */
export function CountryStateFields({ lookups, countryId, stateId, errors, ...handlers }: CountryStateFieldsProps) {
  const hasNoStates = Boolean(countryId) && !lookups.loadingStates && lookups.states.length === 0;
  return (
    <>
      <LookupField
        label="Country"
        items={lookups.countries}
        value={countryId}
        loading={lookups.loadingCountries}
        onChange={(id) => {
          handlers.onCountryChange(id);
          // The state belonged to the previous country.
          handlers.onStateChange('');
        }}
        onBlur={handlers.onCountryBlur}
        error={errors.country_id}
      />
      <LookupField
        label="State"
        items={lookups.states}
        value={stateId}
        loading={lookups.loadingStates}
        onChange={handlers.onStateChange}
        onBlur={handlers.onStateBlur}
        disabled={!countryId || hasNoStates}
        error={errors.state_id}
        hint={!countryId ? 'Choose a country first.' : hasNoStates ? 'This country has no states to choose from.' : undefined}
      />
    </>
  );
}

/** The state message a form adds to the contract's rules: a country with states needs one chosen. */
export function missingStateError(lookups: CountryStates, countryId: string, stateId: string): string | undefined {
  return countryId && !stateId && (lookups.loadingStates || lookups.states.length > 0) ? 'Choose a state.' : undefined;
}
