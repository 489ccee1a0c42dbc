/**
 * The top of the app fills the slots the lower folders offer (scripts/import-graph.ts,
 * APP_LAYERS): the generated lists get the import's buttons (src/app/builders/list/listSlots.tsx),
 * the shell the registry's record names (src/app/shell/shellSlots.tsx). Only the top knows
 * every module; App.tsx and the shell's component tests wrap their tree in it.
 */
import type { ReactNode } from 'react';
import { ListSlotsProvider } from './builders/list/listSlots';
import { importListSlots } from './import/listSlots';
import { recordNames } from './resourceViews';
import { ShellSlotsProvider, type ShellSlots } from './shell/shellSlots';

const SHELL_SLOTS: ShellSlots = { recordNames };

export const AppSlots = ({ children }: { children: ReactNode }) => (
  <ShellSlotsProvider value={SHELL_SLOTS}>
    <ListSlotsProvider value={importListSlots}>{children}</ListSlotsProvider>
  </ShellSlotsProvider>
);
