/**
 * A staff account's own details from the config. The level is shown, not edited here: it
 * changes only through update_level (the row's "change level"), which checks who may give it.
 */
import { Edit, SimpleForm } from 'react-admin';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { RecordTitle } from '../../builders/form/RecordTitle';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useCan } from '../../builders/permissions/useCan';
import { LevelValue } from './LevelValue';

export const UserEdit = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="list">
      <SimpleForm noValidate toolbar={<ConfigFormToolbar canSave={can.update} canDelete={can.delete} />}>
        <LevelValue />
        <ConfigInputs exclude={['level']} />
      </SimpleForm>
    </Edit>
  );
};
