/**
 * The on-screen sheet: the document at its paper width with the printed margins, on a grey
 * desk. Where the desk is narrower than the paper (a phone) the whole sheet is zoomed down
 * to fit its width, as a PDF viewer shows a page; the printed copy (PrintPortal) is not
 * inside it and prints at full size.
 */
import { Box } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { PAPERS, type PaperKind } from '../documents/paper';

const PX_PER_MM = 96 / 25.4;

/** The zoom that fits `widthPx` into the content box of the element: 1 when it fits already. */
const useFitWidth = (widthPx: number) => {
  const desk = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = desk.current;
    if (!el) return;
    const update = () => {
      const style = getComputedStyle(el);
      const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      // No layout (a hidden tab, a test without one): leave the sheet at its size.
      setScale(room > 0 ? Math.min(1, room / widthPx) : 1);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [widthPx]);
  return { desk, scale };
};

export const PaperPreview = ({ paper, contentRef, children }: { paper: PaperKind; contentRef: Ref<HTMLDivElement>; children: ReactNode }) => {
  const p = PAPERS[paper];
  const { desk, scale } = useFitWidth(p.widthMm * PX_PER_MM);
  return (
    <Box ref={desk} sx={{ bgcolor: 'grey.300', p: { xs: 1, sm: 2 }, overflowX: 'auto', borderRadius: 1 }}>
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
        style={scale < 1 ? { zoom: scale } : undefined}
        data-testid="print-preview"
        data-scale={scale.toFixed(3)}
      >
        <div ref={contentRef}>{children}</div>
      </Box>
    </Box>
  );
};
