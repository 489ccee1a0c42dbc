/**
 * The list of a config resource: a server-paginated DataTable (10/20/30/50 rows, 20 by
 * default as the legacy product), sortable columns and a column chooser, typed filters
 * with `q` search and saved queries, bulk delete, CSV export of the filtered rows, and an
 * empty state. A row opens the edit form when the level may edit, else the show page. On a
 * phone the rows are cards with the config's key fields (ConfigCards). With
 * `createdLabel` in the config, the creation time is a column too (lists sorted by it show it).
 * Until the first page arrives, skeleton rows stand in for it (ListPending).
 */
import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, List, Pagination } from 'react-admin';
import { resourceByKey } from '../../../config/access';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { joinAlias } from '../../../protocol/legacyQuery';
import { ConfigField } from '../fields/ConfigField';
import { useConfigResource } from '../model/ConfigResourceContext';
import { listFields, optionalColumns, type NamedField } from '../model/fieldSets';
import { useCan } from '../permissions/useCan';
import { ConfigBulkActions } from './ConfigBulkActions';
import { ConfigCards } from './ConfigCards';
import { ConfigEmpty } from './ConfigEmpty';
import { ConfigListActions } from './ConfigListActions';
import { ListPending } from './ListPending';
import { useCsvExporter } from './useCsvExporter';
import { useFilterInputs } from './useFilterInputs';

export const ROWS_PER_PAGE = [10, 20, 30, 50];

/**
 * The table at 1366 px: the config's default columns fit (the others wait in the column
 * chooser), and when a user adds enough to scroll sideways the row's checkbox and key column
 * stay at the left and the row's actions at the right, so every action is reachable without
 * scrolling. Codes and names stay on one line; long headers wrap.
 */
const CHECKBOX_WIDTH = 48;
const tableSx = (keySource: string) => {
  const key = `.column-${keySource.replace(/\./g, '\\.')}`;
  const stuck = { position: 'sticky', zIndex: 2, bgcolor: 'background.paper' } as const;
  return {
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
    '& td': { whiteSpace: 'nowrap' },
    // Long headers ("Teléfono del comprador") wrap rather than widen their column.
    '& th, & th .MuiTableSortLabel-root': { whiteSpace: 'normal' },
    '& .MuiTableCell-paddingCheckbox': { ...stuck, left: 0, width: CHECKBOX_WIDTH, minWidth: CHECKBOX_WIDTH, maxWidth: CHECKBOX_WIDTH, boxSizing: 'border-box' },
    [`& th${key}, & td${key}`]: { ...stuck, left: CHECKBOX_WIDTH, boxShadow: 'inset -1px 0 0 rgba(0,0,0,.08)' },
    '& .row-actions': { ...stuck, right: 0, boxShadow: 'inset 1px 0 0 rgba(0,0,0,.08)', '& .MuiButton-root': { minWidth: 0, px: 0.75 } },
    // A hovered or selected row keeps its tint under the stuck cells.
    '& tr:hover td.MuiTableCell-root': { backgroundImage: 'linear-gradient(rgba(0,0,0,.04), rgba(0,0,0,.04))' },
  } as const;
};

interface Props {
  /** Buttons at the end of each row (an override's own actions); clicks stay off the row. */
  rowActions?: ReactNode;
  /** An override's quick filters or notes above the rows (inside the list's context). */
  top?: ReactNode;
  /** An override's own buttons in the toolbar, before the export. */
  toolbar?: ReactNode;
  /** The filter the list opens with. */
  filterDefaultValues?: Record<string, unknown>;
}

export const ConfigList = ({ rowActions, top, toolbar, filterDefaultValues }: Props) => {
  const { resource, route, config } = useConfigResource();
  const configLabel = useConfigLabel();
  const can = useCan(resource);
  const filters = useFilterInputs();
  const exporter = useCsvExporter();
  // A phone shows cards with the key fields instead of a table wider than the screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  /** A reference column sorts by the joined name, not by the id. */
  const sortSource = (name: string): string => {
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (field?.type !== 'reference') return name;
    const target = resourceByKey(field.resource, config);
    return target ? `${joinAlias(resource, name)}.${target.recordRepresentation}` : name;
  };

  // The record's name comes first (and stays at the left); the id is offered, shown by default only when it is the name.
  const keyName = resource.recordRepresentation;
  const byKeyFirst = (fields: NamedField[]) => [...fields.filter(([n]) => n === keyName), ...fields.filter(([n]) => n !== keyName)];
  const columns = byKeyFirst([...listFields(resource), ...optionalColumns(resource)]);
  const hidden = [...(keyName === 'id' ? [] : ['id']), ...optionalColumns(resource).map(([name]) => sortSource(name))];
  const keySource = keyName === 'id' || !columns.some(([n]) => n === keyName) ? 'id' : sortSource(keyName);
  const createdAfter = columns.some(([n]) => n === resource.recordRepresentation) ? resource.recordRepresentation : columns[0]?.[0];
  return (
    <List
      title={configLabel(route.title)}
      perPage={20}
      // The resource's own order, shown on its first column (rooms: the Area column); ties follow its `then` keys.
      sort={resource.defaultSort ? { field: sortSource(resource.defaultSort.field), order: resource.defaultSort.order } : { field: 'id', order: 'DESC' }}
      filters={filters}
      actions={<ConfigListActions extra={toolbar} />}
      filterDefaultValues={filterDefaultValues}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      empty={<ConfigEmpty />}
      exporter={exporter}
    >
      {top}
      <ListPending>
        {phone ? (
          <ConfigCards open={can.update ? 'edit' : 'show'} rowActions={rowActions} />
        ) : (
          <DataTable
            rowClick={can.update ? 'edit' : 'show'}
            bulkActionButtons={<ConfigBulkActions />}
            hiddenColumns={hidden}
            sx={tableSx(keySource)}
          >
            <DataTable.Col source="id" label="ID" />
            {columns.flatMap(([name, field]) => [
              <DataTable.Col
                key={name}
                source={sortSource(name)}
                label={configLabel(field.label)}
                disableSort={field.sortable === false}
                align={field.type === 'money' || (field.type === 'integer' && !field.valueLabels) || field.type === 'decimal' ? 'right' : undefined}
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
              <DataTable.Col label="" disableSort cellClassName="row-actions" headerClassName="row-actions">
                <Box onClick={(e) => e.stopPropagation()} sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  {rowActions}
                </Box>
              </DataTable.Col>
            )}
          </DataTable>
        )}
      </ListPending>
    </List>
  );
};
