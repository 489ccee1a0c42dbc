/**
 * Bulk actions of a list: export of the selected rows, and delete for the levels that may,
 * after a confirmation naming the screen (react-admin would name the route path).
 */
import { BulkDeleteButton, BulkExportButton, useListContext, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';

const ConfirmTitle = () => {
  const { selectedIds } = useListContext();
  const { route } = useConfigResource();
  const translate = useTranslate();
  const configLabel = useConfigLabel();
  return <>{translate('ra.message.bulk_delete_title', { smart_count: selectedIds.length, name: configLabel(route.title) })}</>;
};

export const ConfigBulkActions = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  return (
    <>
      <BulkExportButton />
      {can.delete && <BulkDeleteButton mutationMode="pessimistic" confirmTitle={<ConfirmTitle />} />}
    </>
  );
};
