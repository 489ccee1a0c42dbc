/**
 * What a saved form says, naming the record: "Order O202611230001 saved", "Area 测试园 created"
 * (react-admin would say "Element updated"), then where the form goes next, as its `redirect` said.
 */
import { useNotify, useRedirect, useResourceContext, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { useRecordWords } from '../../i18n/recordNaming';
import { useConfigResource } from '../model/ConfigResourceContext';

export const useSaveNotice = (done: 'created' | 'saved', redirectTo: RedirectionSideEffect) => {
  const { resource } = useConfigResource();
  const resourceName = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const words = useRecordWords();
  return {
    onSuccess: (data: RaRecord) => {
      notify(`records.${done}`, { type: 'info', messageArgs: words(resource, data) });
      redirect(redirectTo, resourceName, data.id, data);
    },
  };
};
