/**
 * The list of a config resource: a server-paginated DataTable (10/20/30/50 rows, 20 by
 * default as the legacy product), sortable columns and a column chooser, typed filters
 * with `q` search and saved queries, bulk delete, CSV export of the filtered rows, and an
 * empty state. A row opens the edit form when the level may edit, else the show page. With
 * `createdLabel` in the config, the creation time is a column too (lists sorted by it show it).
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, List, Pagination } from 'react-admin';
import { resourceByKey } from '../../../config/access';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { joinAlias } from '../../../protocol/legacyQuery';
import { ConfigField } from '../fields/ConfigField';
import { useConfigResource } from '../model/ConfigResourceContext';
import { listFields, optionalColumns } from '../model/fieldSets';
import { useCan } from '../permissions/useCan';
import { ConfigBulkActions } from './ConfigBulkActions';
import { ConfigEmpty } from './ConfigEmpty';
import { ConfigListActions } from './ConfigListActions';
import { useCsvExporter } from './useCsvExporter';
import { useFilterInputs } from './useFilterInputs';

export const ROWS_PER_PAGE = [10, 20, 30, 50];

/** Wide resources (orders) scroll sideways rather than squeezing codes and names onto two lines. */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& td': { whiteSpace: 'nowrap' },
} as const;

interface Props {
  /** Buttons at the end of each row (an override's own actions); clicks stay off the row. */
  rowActions?: ReactNode;
}

export const ConfigList = ({ rowActions }: Props) => {
  const { resource, route, config } = useConfigResource();
  const configLabel = useConfigLabel();
  const can = useCan(resource);
  const filters = useFilterInputs();
  const exporter = useCsvExporter();

  /** A reference column sorts by the joined name, not by the id. */
  const sortSource = (name: string): string => {
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (field?.type !== 'reference') return name;
    const target = resourceByKey(field.resource, config);
    return target ? `${joinAlias(resource, name)}.${target.recordRepresentation}` : name;
  };

  const columns = [...listFields(resource), ...optionalColumns(resource)];
  const hidden = optionalColumns(resource).map(([name]) => sortSource(name));
  const createdAfter = columns.some(([n]) => n === resource.recordRepresentation) ? resource.recordRepresentation : columns[0]?.[0];
  return (
    <List
      title={configLabel(route.title)}
      perPage={20}
      // The resource's own order, shown on its first column (rooms: the Area column); ties follow its `then` keys.
      sort={resource.defaultSort ? { field: sortSource(resource.defaultSort.field), order: resource.defaultSort.order } : { field: 'id', order: 'DESC' }}
      filters={filters}
      actions={<ConfigListActions />}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      empty={<ConfigEmpty />}
      exporter={exporter}
    >
      <DataTable
        rowClick={can.update ? 'edit' : 'show'}
        bulkActionButtons={<ConfigBulkActions />}
        hiddenColumns={hidden}
        sx={TABLE_SX}
      >
        <DataTable.Col source="id" label="ID" />
        {columns.flatMap(([name, field]) => [
          <DataTable.Col
            key={name}
            source={sortSource(name)}
            label={configLabel(field.label)}
            disableSort={field.sortable === false}
            align={field.type === 'money' || field.type === 'integer' || field.type === 'decimal' ? 'right' : undefined}
          >
            <ConfigField name={name} field={field} />
          </DataTable.Col>,
          // The creation time comes right after the record's name, where a list sorted by it shows its indicator.
          ...(resource.createdLabel && name === createdAfter
            ? [
                <DataTable.Col key="created_at" source="created_at" label={configLabel(resource.createdLabel)}>
                  <ConfigField name="created_at" field={{ type: 'datetime', label: resource.createdLabel }} />
                </DataTable.Col>,
              ]
            : []),
        ])}
        {rowActions && (
          <DataTable.Col label="" disableSort>
            <Box onClick={(e) => e.stopPropagation()} sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              {rowActions}
            </Box>
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
};
