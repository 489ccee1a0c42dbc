/**
 * The walk (/work/walk, docs/import.md "The walk"): on a phone, grounds staff check the records
 * against the ground, area by area. Scan the plot's label (the QR code of /print/plotLabels) or
 * type its code, see what the records say, then confirm or flag a difference with a note and a
 * photo. The office (managers) works through the flags in the second tab and closes each by a
 * correction or a note. The server decides who may do what (src/server/walk/).
 */
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { mayCloseFlag } from '../../rules/walk';
import { useLevel } from '../builders/permissions/useLevel';
import { FlagsTab } from './FlagsTab';
import { WalkTab } from './WalkTab';

export const WalkPage = () => {
  const translate = useTranslate();
  const level = useLevel();
  const office = level !== undefined && mayCloseFlag(level);
  const [params, setParams] = useSearchParams();
  const tab = office && params.get('tab') === 'flags' ? 'flags' : 'walk';
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 720 }} data-testid="walk-page">
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('walk.title')}
      </Typography>
      {office && (
        <Tabs value={tab} onChange={(_e, v: string) => setParams(v === 'flags' ? { tab: 'flags' } : {})} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="walk" label={translate('walk.tab_walk')} data-testid="walk-tab-walk" />
          <Tab value="flags" label={translate('walk.tab_flags')} data-testid="walk-tab-flags" />
        </Tabs>
      )}
      {tab === 'walk' ? <WalkTab /> : <FlagsTab />}
    </Box>
  );
};
