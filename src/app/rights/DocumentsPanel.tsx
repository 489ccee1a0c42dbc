/**
 * The documents of a record (docs/rights.md, "Documents"): scans, photos and PDFs attached to an
 * order, a registration, a rights holder, a transfer or a work order. Each shows as a thumbnail (a
 * photo) or a PDF mark with its title, who attached it and when; a click previews it, Download
 * saves it; Attach sends a file checked first by its bytes, as the server checks it again. What
 * the caller may do is the server's answer (`can_attach`: the record's own write rule).
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DOC_MAX_BYTES, isImageDoc, type DocOwner } from '../../rules/rights';
import { useDateFormat } from '../format/dates';
import { useRightsOffered } from './useRightsOffered';
import { deleteDocument, fetchDocumentBlob, fetchDocuments, uploadDocumentTo, type DocInfo } from './api';

/** An object URL of a document's file or thumbnail, revoked when no longer shown. */
const useBlobUrl = (id: number | undefined, size: 'thumb' | 'full'): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (id === undefined) return undefined;
    let made: string | undefined;
    let live = true;
    fetchDocumentBlob(id, size)
      .then((blob) => {
        if (!blob || !live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [id, size]);
  return url;
};

const docName = (doc: DocInfo, translate: (k: string, o?: Record<string, unknown>) => string): string => doc.title || translate('rights.docs.untitled', { id: doc.id });

const download = async (doc: DocInfo, name: string) => {
  const blob = await fetchDocumentBlob(doc.id, 'full');
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.${doc.mime === 'application/pdf' ? 'pdf' : doc.mime.split('/')[1]}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const Thumb = ({ doc }: { doc: DocInfo }) => {
  const url = useBlobUrl(isImageDoc(doc.mime) ? doc.id : undefined, 'thumb');
  const box = { width: 56, height: 56, flex: '0 0 56px', borderRadius: 1, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' };
  if (!isImageDoc(doc.mime)) return <Box sx={box}><PictureAsPdf color="error" /></Box>;
  return <Box sx={box}>{url && <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}</Box>;
};

const Preview = ({ doc, onClose }: { doc: DocInfo; onClose: () => void }) => {
  const translate = useTranslate();
  const url = useBlobUrl(doc.id, 'full');
  const name = docName(doc, translate);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="doc-preview">
      <DialogTitle>{name}</DialogTitle>
      <DialogContent sx={{ minHeight: 200 }}>
        {!url && <LinearProgress />}
        {url && isImageDoc(doc.mime) && <img src={url} alt={name} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />}
        {url && !isImageDoc(doc.mime) && <iframe src={url} title={name} style={{ width: '100%', height: '70vh', border: 0 }} />}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<Download />} onClick={() => void download(doc, name)}>
          {translate('rights.docs.download')}
        </Button>
        <Button onClick={onClose}>{translate('rights.docs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

interface Props {
  table: DocOwner;
  id: unknown;
  /** Told the count whenever the list changes (a transfer's dialog shows it). */
  onCount?: (n: number) => void;
}

export const DocumentsPanel = ({ table, id, onCount }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { dayTime } = useDateFormat();
  const offered = useRightsOffered();
  const recordId = Number(id);
  const [docs, setDocs] = useState<DocInfo[]>();
  const [canAttach, setCanAttach] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [shown, setShown] = useState<DocInfo>();
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      const list = await fetchDocuments(table, recordId);
      // A server without documents (an older one) answers something else: nothing to show.
      const rows = Array.isArray(list?.rows) ? list.rows : [];
      setDocs(rows);
      setCanAttach(list?.can_attach === true);
      onCount?.(rows.length);
    } catch (e) {
      setFailure((e as Error).message);
    }
  }, [table, recordId, onCount]);
  useEffect(() => {
    if (offered && Number.isInteger(recordId) && recordId > 0) void load();
  }, [load, recordId, offered]);

  const send = async (file: File) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await uploadDocumentTo(table, recordId, file, title.trim());
      setTitle('');
      notify('rights.docs.uploaded', { type: 'success' });
      await load();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (doc: DocInfo) => {
    if (!window.confirm(translate('rights.docs.confirm_remove', { name: docName(doc, translate) }))) return;
    try {
      await deleteDocument(doc.id);
      notify('rights.docs.removed', { type: 'success' });
      await load();
    } catch (e) {
      setFailure((e as Error).message);
    }
  };

  if (!offered) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`documents-${table}`}>
      <Typography variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('rights.docs.title')}
        {docs ? ` (${docs.length})` : ''}
      </Typography>
      {docs === undefined && !failure && <LinearProgress />}
      {docs?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('rights.docs.none')}
        </Typography>
      )}
      <Stack spacing={1}>
        {docs?.map((doc) => {
          const name = docName(doc, translate);
          return (
            <Box key={doc.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }} data-testid="document-row">
              <Box component="button" type="button" onClick={() => setShown(doc)} sx={{ p: 0, border: 0, background: 'none', cursor: 'pointer' }} aria-label={`${translate('rights.docs.preview')} ${name}`}>
                <Thumb doc={doc} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={name}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
                  {doc.mime === 'application/pdf' ? translate('rights.docs.pdf') : doc.mime.replace('image/', '').toUpperCase()} · {(doc.bytes / 1024).toFixed(0)} KB ·{' '}
                  {translate('rights.docs.by', { name: doc.uploader_name ?? '—', at: dayTime(doc.created_at) })}
                </Typography>
              </Box>
              <Tooltip title={translate('rights.docs.download')}>
                <IconButton size="small" onClick={() => void download(doc, name)} aria-label={translate('rights.docs.download')}>
                  <Download fontSize="small" />
                </IconButton>
              </Tooltip>
              {canAttach && (
                <Tooltip title={translate('rights.docs.remove')}>
                  <IconButton size="small" onClick={() => void remove(doc)} aria-label={translate('rights.docs.remove')}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          );
        })}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="document-failure">
          {failure}
        </Alert>
      )}
      {canAttach && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }} alignItems={{ sm: 'center' }}>
          <TextField size="small" label={translate('rights.docs.name')} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'document-title' } }} sx={{ flex: 1 }} />
          <Button variant="outlined" component="label" startIcon={<UploadFile />} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
            {busy ? translate('rights.docs.uploading') : translate('rights.docs.add')}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              data-testid="document-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void send(file);
              }}
            />
          </Button>
        </Stack>
      )}
      {canAttach && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate('rights.docs.hint', { max: DOC_MAX_BYTES / 1024 / 1024 })}
        </Typography>
      )}
      {shown && <Preview doc={shown} onClose={() => setShown(undefined)} />}
    </Paper>
  );
};
