/** A log row's table as people know it: the resource's label from the config (the raw name only for a table it does not know). */
import { useRecordContext } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { logSubject } from './logEntry';
import { appConfig } from '../../../instance';

export const LogTableName = () => {
  const log = useRecordContext();
  const label = useConfigLabel();
  if (!log) return null;
  const { resource } = logSubject(log, appConfig);
  return <span data-log-table={String(log.table_name ?? '')}>{resource ? label(resource.label) : String(log.table_name ?? '')}</span>;
};
