/** The registration's create and edit forms: the generated ones with the plot picker that shows each plot's room. */
import { ConfigCreate } from '../../builders/form/ConfigCreate';
import { ConfigEdit } from '../../builders/form/ConfigEdit';
import { useFieldValidate } from '../../builders/validation/useFieldValidate';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { RegistrationPlotPicker } from './RegistrationPlotPicker';
import { RecordDocuments } from '../../rights/RecordDocuments';

const usePlotInput = () => {
  const { resource } = useConfigResource();
  const label = useConfigLabel();
  const field = resource.fields.burialslot_id;
  const validate = useFieldValidate(field);
  return { burialslot_id: <RegistrationPlotPicker source="burialslot_id" label={label(field.label)} validate={validate} /> };
};

export const MemberCreate = () => <ConfigCreate inputs={usePlotInput()} />;

export const MemberEdit = () => <ConfigEdit inputs={usePlotInput()} after={<RecordDocuments table="member" />} />;
