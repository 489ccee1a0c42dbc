/**
 * A plot's page: its status with the off-sale action (PlotStatusBar), then the generated
 * form without the status, which only the order rules and that action change.
 */
import { Edit, SimpleForm } from 'react-admin';
import { ConfigFormToolbar } from '../../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../../builders/form/ConfigInputs';
import { RecordTitle } from '../../builders/form/RecordTitle';
import { useSaveNotice } from '../../builders/form/useSaveNotice';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useCan } from '../../builders/permissions/useCan';
import { PlotStatusBar } from './PlotStatusBar';

/** Shown by the status bar instead. */
const IN_STATUS_BAR = ['status', 'status_reason'];

export const PlotEdit = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const saved = useSaveNotice('saved', 'list');
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="list" mutationOptions={saved}>
      <PlotStatusBar />
      <SimpleForm noValidate toolbar={<ConfigFormToolbar canSave={can.update} canDelete={can.delete} />}>
        <ConfigInputs exclude={IN_STATUS_BAR} />
      </SimpleForm>
    </Edit>
  );
};
