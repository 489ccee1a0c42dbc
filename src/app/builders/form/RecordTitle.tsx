/** Page title of a record: the screen's name and the record's own name from the config. */
import { useRecordContext } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../model/ConfigResourceContext';

export const RecordTitle = () => {
  const record = useRecordContext();
  const { resource, route } = useConfigResource();
  const configLabel = useConfigLabel();
  const name = record?.[resource.recordRepresentation];
  return <>{`${configLabel(route.title)}${record ? ` · ${name ?? `#${record.id}`}` : ''}`}</>;
};
