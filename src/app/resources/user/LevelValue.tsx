/** The user's level, read-only, with its label from the config. */
import { Labeled } from 'react-admin';
import { ConfigField } from '../../builders/fields/ConfigField';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useConfigLabel } from '../../i18n/useConfigLabel';

export const LevelValue = () => {
  const { resource } = useConfigResource();
  const configLabel = useConfigLabel();
  return (
    <Labeled label={configLabel(resource.fields.level.label)} sx={{ mb: 2 }}>
      <ConfigField name="level" field={resource.fields.level} />
    </Labeled>
  );
};
