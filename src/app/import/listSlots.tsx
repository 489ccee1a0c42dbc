/**
 * The import's buttons in every generated list (src/app/builders/list/listSlots.tsx): the top
 * of the app (App.tsx) puts them in the lists' slots, so the builders never import the import.
 * Each button shows itself only where the level may import (ImportButton.tsx).
 */
import type { ListSlots } from '../builders/list/listSlots';
import { ImportButton, RegisterImportButton } from './ImportButton';

const ToolbarImports = () => (
  <>
    <ImportButton />
    <RegisterImportButton />
  </>
);

const EmptyLead = () => <RegisterImportButton variant="contained" sx={{ mb: 2 }} />;

const EmptyActions = () => <ImportButton variant="outlined" />;

export const importListSlots: ListSlots = { toolbar: ToolbarImports, emptyLead: EmptyLead, emptyActions: EmptyActions };
