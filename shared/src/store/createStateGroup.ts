import type { Reducer, UnknownAction } from 'redux';

/** A named slice of the one store, with the two actions every group of the spec needs. */
export interface StateGroup<S extends object> {
  name: string;
  initialState: S;
  reducer: Reducer<S, UnknownAction>;
  actions: {
    /** Merges the given fields into the group. */
    update(partial: Partial<S>): UnknownAction;
    /** Restores the defaults; a filter group (one with `clearFilterFlag`) also raises that flag. */
    reset(): UnknownAction;
  };
  /** The group's state, or its defaults while the group is not injected yet. */
  select(state: object): S;
}

export function createStateGroup<S extends object>(name: string, initialState: S): StateGroup<S> {
  const updateType = `${name}/update`;
  const resetType = `${name}/reset`;
  const isFilterGroup = 'clearFilterFlag' in initialState;

  const reducer: Reducer<S, UnknownAction> = (state = initialState, action) => {
    if (action.type === updateType) return { ...state, ...(action.payload as Partial<S>) };
    if (action.type === resetType) return isFilterGroup ? { ...initialState, clearFilterFlag: true } : initialState;
    return state;
  };

  return {
    name,
    initialState,
    reducer,
    actions: {
      update: (partial) => ({ type: updateType, payload: partial }),
      reset: () => ({ type: resetType }),
    },
    select: (state) => (state as Record<string, S | undefined>)[name] ?? initialState,
  };
}
