/** What an empty list shows: the screen's name, an invitation, and the create button (and what the list slots add: the import's) when the level may create. */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { useRecordWords } from '../../i18n/recordNaming';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useCan } from '../permissions/useCan';
import { useListSlots } from './listSlots';

export const ConfigEmpty = () => {
  const { resource } = useConfigResource();
  const can = useCan(resource);
  const translate = useTranslate();
  const words = useRecordWords();
  const { emptyLead: Lead, emptyActions: Actions } = useListSlots();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%', color: 'text.secondary' }} data-testid="empty-state">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.4 }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('records.empty', words(resource))}
      </Typography>
      {Lead && <Lead />}
      {can.create && (
        <>
          <Typography variant="body1" sx={{ mb: 3 }}>
            {translate('resources_ui.empty.invite')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            <CreateButton variant="contained" />
            {Actions && <Actions />}
          </Box>
        </>
      )}
    </Box>
  );
};
