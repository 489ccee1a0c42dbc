/**
 * What the shell needs from the modules without importing them, given by the top of the app
 * (App.tsx, beside the registries): the shell never imports a module nor the registries.
 */
import { createContext, useContext } from 'react';
import type { Lang } from '../../config/types';

export type RecordNames = Readonly<Record<string, (record: Record<string, unknown>, lang: Lang) => string>>;

export interface ShellSlots {
  /**
   * Records named otherwise than by the config's recordRepresentation in their tab, breadcrumb
   * and title, by resource (an operation-log entry: "Update · Order O202611230001").
   */
  recordNames: RecordNames;
}

const ShellSlotsContext = createContext<ShellSlots>({ recordNames: {} });

export const ShellSlotsProvider = ShellSlotsContext.Provider;

export const useShellSlots = (): ShellSlots => useContext(ShellSlotsContext);
