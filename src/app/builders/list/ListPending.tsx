/**
 * The rows' place while a list's first page is on its way: skeleton rows at once (react-admin's
 * own table placeholder waits a second and shows nothing before it), so a slow answer reads as
 * loading, not as an empty page (issue 28 item 12).
 */
import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

const ROWS = 6;

export const ListPending = ({ children }: { children: ReactNode }) => {
  const { isPending } = useListContext();
  const translate = useTranslate();
  if (!isPending) return <>{children}</>;
  return (
    <Box data-testid="list-skeleton" role="progressbar" aria-busy="true" aria-label={translate('ra.page.loading')} sx={{ px: 2, py: 1 }}>
      {Array.from({ length: ROWS }, (_, i) => (
        <Skeleton key={i} variant="text" height={36} />
      ))}
    </Box>
  );
};
