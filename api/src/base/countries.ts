// Countries and their states (ISO 3166), and the check of a chosen country and state.
import { Country, State } from 'country-state-city';
import type { LookupItem } from '@app/shared/contract';
import { ApiError } from '../http/api-error.ts';

// Countries by ISO 3166-1 alpha-2 code; states by ISO 3166-2 code ("US-CA"), which names its country.
export const countries: LookupItem[] = Country.getAllCountries()
  .map((country) => ({ id: country.isoCode, name: country.name, code: country.isoCode }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function statesOf(countryId: string): LookupItem[] {
  return State.getStatesOfCountry(countryId)
    .map((state) => {
      const code = `${state.countryCode}-${state.isoCode}`;
      return { id: code, name: state.name, code };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const findCountry = (countryId: string) => countries.find((country) => country.id === countryId);

/** A 400 naming the field when the country is unknown or the state is not one of its states. */
export function checkLocation(countryId: string, stateId: string | null): void {
  if (!findCountry(countryId)) {
    throw new ApiError(400, 'invalid', 'Choose a country from the list.', { country_id: ['Choose a country from the list.'] });
  }
  const states = statesOf(countryId);
  const problem =
    stateId === null ? states.length > 0 && 'Choose a state.' : !states.some((state) => state.id === stateId) && 'Choose a state of the chosen country.';
  if (problem) throw new ApiError(400, 'invalid', problem, { state_id: [problem] });
}
