/** The list toolbar: filters and saved queries, create (when the level may), column chooser, CSV export. */
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { EXPORT_MAX_ROWS } from './useCsvExporter';

export const ConfigListActions = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  return (
    <TopToolbar>
      <FilterButton />
      {can.create && <CreateButton />}
      <ColumnsButton />
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </TopToolbar>
  );
};
