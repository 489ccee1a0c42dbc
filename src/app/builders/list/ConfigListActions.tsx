/** The list toolbar: filters and saved queries, create and import (when the level may), column chooser, CSV export. */
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { ImportButton, RegisterImportButton } from '../../import/ImportButton';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { EXPORT_MAX_ROWS } from './useCsvExporter';

export const ConfigListActions = ({ extra }: { extra?: ReactNode }) => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  return (
    <TopToolbar>
      <FilterButton />
      {can.create && <CreateButton />}
      <ImportButton />
      <RegisterImportButton />
      <ColumnsButton />
      {extra}
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </TopToolbar>
  );
};
