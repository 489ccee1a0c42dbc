/**
 * Enable or disable an account: a plain versioned update of `enabled` through the
 * dataProvider, so a concurrent change is refused rather than overwritten.
 */
import { Button } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useManageable } from './useManageable';
import { useServerAction } from '../common/useServerAction';

export const ToggleEnabledButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const manageable = useManageable(record);
  const [update] = useUpdate();
  const { run, pending } = useServerAction();
  if (!record || !resource || !manageable) return null;
  const enabled = record.enabled !== false;
  const toggle = () =>
    run(
      () => update(resource, { id: record.id, data: { enabled: !enabled }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }),
      'resources_ui.user.enabled_changed',
    );
  return (
    <Button size="small" color={enabled ? 'warning' : 'success'} onClick={toggle} disabled={pending}>
      {translate(enabled ? 'resources_ui.user.disable' : 'resources_ui.user.enable')}
    </Button>
  );
};
