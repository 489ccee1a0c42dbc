/**
 * Edit from the config. Pessimistic: the save waits for the server, so a validation
 * refusal lands under the inputs and a stale version (someone saved first) shows the
 * conflict message while the form keeps everything typed.
 */
import type { ReactNode } from 'react';
import { Edit, SimpleForm } from 'react-admin';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { ConfigFormToolbar } from './ConfigFormToolbar';
import { ConfigInputs } from './ConfigInputs';
import { RecordTitle } from './RecordTitle';
import { useSaveNotice } from './useSaveNotice';

/** `before`/`after`: a hand-written screen's own parts above or below the inputs; `exclude`: fields it shows its own way; `inputs`: its own input for some fields. */
export const ConfigEdit = ({ before, after, exclude, inputs }: { before?: ReactNode; after?: ReactNode; exclude?: readonly string[]; inputs?: Readonly<Record<string, ReactNode>> } = {}) => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const saved = useSaveNotice('saved', 'list');
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="list" mutationOptions={saved}>
      <SimpleForm noValidate toolbar={<ConfigFormToolbar canSave={can.update} canDelete={can.delete} />}>
        {before}
        <ConfigInputs exclude={exclude} inputs={inputs} />
        {after}
      </SimpleForm>
    </Edit>
  );
};
