/** The on-screen sheet: the document at its paper width with the printed margins, on a grey desk. */
import { Box } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { PAPERS, type PaperKind } from '../documents/paper';

export const PaperPreview = ({ paper, contentRef, children }: { paper: PaperKind; contentRef: Ref<HTMLDivElement>; children: ReactNode }) => {
  const p = PAPERS[paper];
  return (
    <Box sx={{ bgcolor: 'grey.300', p: 2, overflowX: 'auto', borderRadius: 1 }}>
      <Box
        sx={{
          bgcolor: '#fff',
          width: `${p.widthMm}mm`,
          minHeight: `${p.heightMm}mm`,
          p: `${p.marginMm}mm`,
          mx: 'auto',
          boxShadow: 3,
          boxSizing: 'border-box',
        }}
        data-testid="print-preview"
      >
        <div ref={contentRef}>{children}</div>
      </Box>
    </Box>
  );
};
