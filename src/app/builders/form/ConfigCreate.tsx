/**
 * Create from the config: the resource's Inputs with the config defaults, back to the list
 * on success. noValidate: the config's translated validators judge the values, not the
 * browser's own bubbles (which would block the submit in the browser's language).
 */
import { useMemo, type ReactNode } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useConfigResource } from '../model/ConfigResourceContext';
import { createDefaults } from '../model/fieldSets';
import { ConfigFormToolbar } from './ConfigFormToolbar';
import { ConfigInputs } from './ConfigInputs';
import { NewRecordTitle } from './RecordTitle';
import { useSaveNotice } from './useSaveNotice';

/** `inputs`: a hand-written screen's own input for some fields (ConfigInputs). */
export const ConfigCreate = ({ inputs }: { inputs?: Readonly<Record<string, ReactNode>> } = {}) => {
  const { resource } = useConfigResource();
  const created = useSaveNotice('created', 'list');
  const defaults = useMemo(() => createDefaults(resource), [resource]);
  return (
    <Create title={<NewRecordTitle />} redirect="list" mutationOptions={created}>
      <SimpleForm noValidate defaultValues={defaults} toolbar={<ConfigFormToolbar canSave canDelete={false} />}>
        <ConfigInputs inputs={inputs} />
      </SimpleForm>
    </Create>
  );
};
