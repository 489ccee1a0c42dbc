/** The list toolbar: filters and saved queries, create (when the level may) and what the list slots add (the import's buttons), column chooser, CSV export. */
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { useListSlots } from './listSlots';
import { EXPORT_MAX_ROWS } from './useCsvExporter';

export const ConfigListActions = ({ extra }: { extra?: ReactNode }) => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const { toolbar: Slot } = useListSlots();
  return (
    <TopToolbar>
      <FilterButton />
      {can.create && <CreateButton />}
      {Slot && <Slot />}
      <ColumnsButton />
      {extra}
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </TopToolbar>
  );
};
