/** What an empty list shows: the screen's name, an invitation, and the create and import buttons when the level may create. */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { useRecordWords } from '../../i18n/recordNaming';
import { ImportButton, RegisterImportButton } from '../../import/ImportButton';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';

export const ConfigEmpty = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const translate = useTranslate();
  const words = useRecordWords();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%', color: 'text.secondary' }} data-testid="empty-state">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.4 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('records.empty', words(resource))}
      </Typography>
      <RegisterImportButton variant="contained" sx={{ mb: 2 }} />
      {can.create && (
        <>
          <Typography variant="body1" sx={{ mb: 3 }}>
            {translate('resources_ui.empty.invite')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            <CreateButton variant="contained" />
            <ImportButton variant="outlined" />
          </Box>
        </>
      )}
    </Box>
  );
};
