/**
 * The operation log (levels 5 and 6, their channel): newest first under a sortable Time
 * column, filtered by a range of days, by who, by action and by table; each table named by its
 * resource's label, each record by its name (order number, plot code) as a link, never by a
 * formatted id. A row opens the field-by-field detail. On a phone the entries are cards.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, Pagination, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { FieldDef, Labels } from '../../../config/types';
import { ConfigField } from '../../builders/fields/ConfigField';
import { EnumSelectInput } from '../../builders/inputs/EnumSelectInput';
import { ReferencePicker } from '../../builders/inputs/ReferencePicker';
import { ROWS_PER_PAGE } from '../../builders/list/ConfigList';
import { useCsvExporter } from '../../builders/list/useCsvExporter';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { LogSubjectLink } from './LogSubjectLink';
import { LogTableName } from './LogTableName';
import { dayBeforeInstant, dayOfInstant, midnightOf, nextMidnightOf } from './days';
import { appConfig } from '../../../instance';

/** The log's time is its creation time (the config's createdLabel names it). */
const NO_LABEL: Labels = { zh: '', en: '', es: '', ja: '' };
const timeField = (label: Labels | undefined): FieldDef => ({ type: 'datetime', label: label ?? NO_LABEL });

const useFilters = () => {
  const { resource } = useConfigResource();
  const translate = useTranslate();
  const label = useConfigLabel();
  const fields = resource.fields;
  const time = resource.createdLabel ? label(resource.createdLabel) : '';
  const tables = Object.values(appConfig).map((r) => ({ id: r.table, name: label(r.label) }));
  const action = fields.action;
  return [
    <DateInput key="from" source="created_at_gte" label={translate('resources_ui.filter.from', { field: time })} format={dayOfInstant} parse={midnightOf} alwaysOn />,
    <DateInput key="to" source="created_at_lt" label={translate('resources_ui.filter.to', { field: time })} format={dayBeforeInstant} parse={nextMidnightOf} alwaysOn />,
    ...(fields.user_id.type === 'reference' ? [<ReferencePicker key="user" source="user_id" label={label(fields.user_id.label)} field={fields.user_id} mode="filter" />] : []),
    ...(action.type === 'enum' ? [<EnumSelectInput key="action" source="action" label={label(action.label)} values={action.values} multiple />] : []),
    <SelectInput key="table" source="table_name" label={label(fields.table_name.label)} choices={tables} />,
  ];
};

export const OperationLogList = () => {
  const { resource, route } = useConfigResource();
  const label = useConfigLabel();
  const translate = useTranslate();
  const filters = useFilters();
  const exporter = useCsvExporter();
  // A phone shows each entry as a card (table, record, time, who, action) instead of a wide table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fields = resource.fields;
  return (
    <List
      title={label(route.title)}
      perPage={20}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      exporter={exporter}
    >
      {phone ? (
        <SimpleList
          linkType="show"
          primaryText={() => (
            <>
              <LogTableName /> · <LogSubjectLink plain />
            </>
          )}
          secondaryText={(log) => (
            <>
              <ConfigField name="created_at" field={timeField(resource.createdLabel)} />
              {' · '}
              {(log.user as { nickname?: string } | undefined)?.nickname ?? translate('oplog.system')}
            </>
          )}
          tertiaryText={() => <ConfigField name="action" field={fields.action} />}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& td': { whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
          <DataTable.Col source="created_at" label={resource.createdLabel ? label(resource.createdLabel) : ''}>
            <ConfigField name="created_at" field={timeField(resource.createdLabel)} />
          </DataTable.Col>
          <DataTable.Col source="user.nickname" label={label(fields.user_id.label)}>
            <ConfigField name="user_id" field={fields.user_id} />
          </DataTable.Col>
          <DataTable.Col source="action" label={label(fields.action.label)}>
            <ConfigField name="action" field={fields.action} />
          </DataTable.Col>
          <DataTable.Col source="table_name" label={label(fields.table_name.label)}>
            <LogTableName />
          </DataTable.Col>
          <DataTable.Col source="row_id" label={translate('oplog.record')}>
            <LogSubjectLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
