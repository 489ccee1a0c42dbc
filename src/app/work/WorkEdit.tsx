/**
 * A work order's page: its status with the allowed moves (WorkStatusBar), then the generated
 * form without the status, which only those moves change.
 */
import { Edit, SimpleForm } from 'react-admin';
import { ConfigFormToolbar } from '../builders/form/ConfigFormToolbar';
import { ConfigInputs } from '../builders/form/ConfigInputs';
import { RecordTitle } from '../builders/form/RecordTitle';
import { useConfigResource } from '../builders/model/ConfigResourceContext';
import { useCan } from '../builders/permissions/useCan';
import { WorkStatusBar } from './WorkStatusBar';
import { AssigneeInput } from './AssigneeInput';
import { isWorkManager } from '../../rules/work';
import { useLevel } from '../builders/permissions/useLevel';
import { RecordDocuments } from '../rights/RecordDocuments';

/** Shown by the status bar instead. */
const IN_STATUS_BAR = ['status', 'cancel_reason', 'approved_at', 'approved_by'];

export const WorkEdit = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  // Managers pick from their channel's staff, field crew first; the others see the generated input.
  const manager = isWorkManager(useLevel());
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect={false}>
      <WorkStatusBar />
      <SimpleForm noValidate toolbar={<ConfigFormToolbar canSave={can.update} canDelete={can.delete} />}>
        <ConfigInputs exclude={IN_STATUS_BAR} inputs={manager ? { assignee_id: <AssigneeInput /> } : {}} />
        <RecordDocuments table="work_order" />
      </SimpleForm>
    </Edit>
  );
};
