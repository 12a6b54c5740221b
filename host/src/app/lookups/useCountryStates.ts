import { apiErrorMessage, apiPublicGet, BASE_PATHS, enqueueToast } from '@app/shared';
import type { LookupItem } from '@app/shared/contract';
import { useEffect, useState } from 'react';

export interface CountryStates {
  countries: LookupItem[];
  /** The states of the chosen country; empty while none is chosen, or when it has none. */
  states: LookupItem[];
  loadingCountries: boolean;
  loadingStates: boolean;
}

function useLookup(path: string | null): { items: LookupItem[]; loading: boolean } {
  const [lookup, setLookup] = useState<{ path: string | null; items: LookupItem[] }>({ path: null, items: [] });

  useEffect(() => {
    if (!path) return;
    let current = true;
    apiPublicGet<LookupItem[]>(path)
      .then(({ data }) => current && setLookup({ path, items: data }))
      .catch((error: unknown) => enqueueToast(apiErrorMessage(error), { variant: 'error' }));
    return () => {
      current = false;
    };
  }, [path]);

  // Items of an earlier path are never shown for the new one.
  const loaded = lookup.path === path;
  return { items: path && loaded ? lookup.items : [], loading: Boolean(path) && !loaded };
}

/** The country list, and the chosen country's states (asked for when the country changes). */
export function useCountryStates(countryId: string): CountryStates {
  const countries = useLookup(BASE_PATHS.countries);
  const states = useLookup(countryId ? BASE_PATHS.states(countryId) : null);
  return {
    countries: countries.items,
    states: states.items,
    loadingCountries: countries.loading,
    loadingStates: states.loading,
  };
}
