/**
 * The frame of every print page: the record picker, the document language, the Print
 * button and the paper, then the document as it will print. Only the document reaches
 * paper: the toolbar stays on screen (see PrintStyles).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Lang } from '../../../config/types';
import type { PaperKind } from '../documents/paper';
import { DocLanguageSelect } from './DocLanguageSelect';
import { useDocLang } from './useDocLang';
import { PaperPreview } from './PaperPreview';
import { PrintPortal, PrintStyles } from './PrintStyles';
import { usePrintAction, type PrintTarget } from './usePrintAction';

interface Props {
  paper: PaperKind;
  picker: ReactNode;
  /** What is logged and printed; null while nothing printable is on screen. */
  target: PrintTarget | null;
  loading: boolean;
  /** An explanation instead of the document (nothing chosen, not found, not printable). */
  message?: { severity: 'info' | 'warning' | 'error'; text: string };
  /** The document in the language chosen on the toolbar; null while there is none. */
  document: ((lang: Lang) => ReactNode) | null;
  /** The document language the page opens in (else the printed documents' default, Chinese). */
  initialLang?: Lang;
}

export const PrintScreen = ({ paper, picker, target, loading, message, document, initialLang }: Props) => {
  const translate = useTranslate();
  const [lang, setLang] = useDocLang(initialLang);
  const { contentRef, print, printing } = usePrintAction(paper, target);
  const showDocument = !loading && !message && document;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PrintStyles paper={paper} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }} data-testid="print-toolbar">
        {picker}
        <DocLanguageSelect value={lang} onChange={setLang} />
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={print}
          disabled={!target || !showDocument || printing}
          data-testid="print-button"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate(printing ? 'print.toolbar.printing' : 'print.toolbar.print')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate(paper === 'a4' ? 'print.toolbar.paper_a4' : 'print.toolbar.paper_a5')}
        </Typography>
      </Stack>
      {loading && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 2 }}>
          <CircularProgress size={20} />
          <span>{translate('print.loading')}</span>
        </Stack>
      )}
      {message && (
        <Alert severity={message.severity} sx={{ mb: 2 }} data-testid="print-message">
          {message.text}
        </Alert>
      )}
      {showDocument && (
        <>
          <PaperPreview paper={paper} contentRef={contentRef}>
            {document(lang)}
          </PaperPreview>
          <PrintPortal>{document(lang)}</PrintPortal>
        </>
      )}
    </Box>
  );
};
