/** Page titles of a record and of a new one, named from the config ("Tomb orders · O202611230001", "New order"). */
import { useRecordContext, useTranslate } from 'react-admin';
import { representationOf, useRecordWords } from '../../i18n/recordNaming';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../model/ConfigResourceContext';

export const RecordTitle = () => {
  const record = useRecordContext();
  const { resource, route } = useConfigResource();
  const configLabel = useConfigLabel();
  return <>{`${configLabel(route.title)}${record ? ` · ${representationOf(resource, record)}` : ''}`}</>;
};

export const NewRecordTitle = () => {
  const { resource } = useConfigResource();
  const translate = useTranslate();
  const words = useRecordWords();
  return <>{translate('records.new', words(resource))}</>;
};
