/**
 * The columbarium's lists, generated from the config with their own actions: the niche list
 * (/ashes/nicheList) with "Deposit" on each niche that has room and a link to the map; the
 * deposit list (/ashes/depositList) with "Deposit ashes" above it.
 */
import AddIcon from '@mui/icons-material/Add';
import MapIcon from '@mui/icons-material/Map';
import { Box, Button, Stack } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConfigList } from '../builders/list/ConfigList';
// The dialog (and the MUI parts only it uses) loads when first opened: the staff bundle's budget.
const DepositDialog = lazy(() => import('./DepositDialog').then((m) => ({ default: m.DepositDialog })));

const NicheDepositButton = () => {
  const niche = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!niche || Number(niche.stored) >= Number(niche.capacity)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="niche-deposit">
        {translate('ash.deposit.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DepositDialog open onClose={() => setOpen(false)} nicheId={Number(niche.id)} />
        </Suspense>
      )}
    </>
  );
};

const TopBar = ({ map }: { map?: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ px: { xs: 1, sm: 2 }, pt: 1, flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} data-testid="deposit-open">
        {translate('ash.deposit.button')}
      </Button>
      {map && (
        <Button component={Link} to="/ashes/nicheMap" variant="outlined" size="small" startIcon={<MapIcon />}>
          {translate('ash.map.title')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <DepositDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
};

export const NicheList = () => (
  <Box>
    <TopBar map />
    <ConfigList rowActions={<NicheDepositButton />} />
  </Box>
);

export const DepositList = () => (
  <Box>
    <TopBar />
    <ConfigList />
  </Box>
);
