/**
 * Delete after a confirmation that names the record; pessimistic, so a refusal from the
 * server (other records still refer to it) is shown with its message and nothing moves.
 */
import { DeleteButton, useRecordContext } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';

export const ConfigDeleteButton = () => {
  const { resource, route } = useConfigResource();
  const record = useRecordContext();
  const configLabel = useConfigLabel();
  const can = useCan(resource);
  if (!can.delete || !record) return null;
  const options = { name: configLabel(route.title), recordRepresentation: String(record[resource.recordRepresentation] ?? `#${record.id}`) };
  return (
    <DeleteButton
      mutationMode="pessimistic"
      translateOptions={options}
      titleTranslateOptions={options}
      contentTranslateOptions={options}
    />
  );
};
