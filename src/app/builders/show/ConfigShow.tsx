/** A record read-only, every readable field of the config: for levels that may read but not edit. */
import { Box } from '@mui/material';
import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { ConfigField } from '../fields/ConfigField';
import { RecordTitle } from '../form/RecordTitle';
import { useConfigResource } from '../model/ConfigResourceContext';
import { showFields } from '../model/fieldSets';
import { useCan } from '../permissions/useCan';

const ShowActions = () => {
  const { resource } = useConfigResource();
  return <TopToolbar>{useCan(resource).update && <EditButton />}</TopToolbar>;
};

export const ConfigShow = () => {
  const { resource } = useConfigResource();
  const configLabel = useConfigLabel();
  return (
    <Show title={<RecordTitle />} actions={<ShowActions />}>
      <SimpleShowLayout>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {showFields(resource).map(([name, field]) => (
            <Labeled key={name} label={configLabel(field.label)}>
              <ConfigField name={name} field={field} large />
            </Labeled>
          ))}
        </Box>
      </SimpleShowLayout>
    </Show>
  );
};
