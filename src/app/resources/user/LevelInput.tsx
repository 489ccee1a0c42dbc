/** The level of a new user, offering only the levels the signed-in manager may give. */
import { required, SelectInput } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useLevel } from '../../builders/permissions/useLevel';
import { grantableLevels } from './grantableLevels';
import { useLevelName } from './useLevelName';

const isRequired = required();

export const LevelInput = () => {
  const { resource } = useConfigResource();
  const configLabel = useConfigLabel();
  const levelName = useLevelName();
  const levels = grantableLevels(useLevel());
  const choices = levels.map((l) => ({ id: l, name: levelName(l) }));
  return <SelectInput source="level" label={configLabel(resource.fields.level.label)} choices={choices} validate={isRequired} />;
};
