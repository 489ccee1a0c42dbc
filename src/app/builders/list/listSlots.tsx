/**
 * Extension slots of the generated lists: what a feature above the builders adds to every list
 * (the import's buttons, src/app/import/listSlots.tsx), given by the top of the app (App.tsx).
 * The builders never import a feature: they render what the slot holds, or nothing.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface ListSlots {
  /** Beside the create button of a list's toolbar. */
  toolbar?: ComponentType;
  /** Above an empty list's invitation, for every level. */
  emptyLead?: ComponentType;
  /** Beside the create button of an empty list, for the levels that may create. */
  emptyActions?: ComponentType;
}

const ListSlotsContext = createContext<ListSlots>({});

export const ListSlotsProvider = ListSlotsContext.Provider;

export const useListSlots = (): ListSlots => useContext(ListSlotsContext);
