/**
 * Enable or disable an account, after a confirmation that names the user (and, to disable,
 * says that their open sessions end at once): a plain versioned update of `enabled` through
 * the dataProvider, so a concurrent change is refused rather than overwritten.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useManageable } from './useManageable';
import { useServerAction } from '../../kit/useServerAction';

export const ToggleEnabledButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const manageable = useManageable(record);
  const [update] = useUpdate();
  const { run, pending } = useServerAction();
  const [asking, setAsking] = useState(false);
  if (!record || !resource || !manageable) return null;
  const enabled = record.enabled !== false;
  const name = String(record.nickname ?? record.mobile ?? record.id);
  const toggle = async () => {
    await run(
      () => update(resource, { id: record.id, data: { enabled: !enabled }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }),
      'resources_ui.user.enabled_changed',
    );
    setAsking(false);
  };
  const action = enabled ? 'disable' : 'enable';
  return (
    <>
      <Button size="small" color={enabled ? 'warning' : 'success'} onClick={() => setAsking(true)} disabled={pending}>
        {translate(`resources_ui.user.${action}`)}
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title={`account_status.${action}_title`}
        content={`account_status.${action}_content`}
        translateOptions={{ name, mobile: String(record.mobile ?? '') }}
        confirm={`resources_ui.user.${action}`}
        confirmColor={enabled ? 'warning' : 'primary'}
        onConfirm={toggle}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
