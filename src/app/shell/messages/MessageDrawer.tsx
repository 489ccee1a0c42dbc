/**
 * The message drawer (spec section 2): the level's messages, newest first, 50 a page.
 * Opening an unread message marks it read first (generic update), then closes the drawer
 * and goes to its url; a read one only navigates. A refused update shows the server's msg
 * for 3 s and stays; a transport failure is toasted for 5 s. "Mark all read" reads every
 * unread message of the level at once, on every page.
 */
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Alert, Box, Button, CircularProgress, Divider, Drawer, IconButton, Pagination, Typography } from '@mui/material';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Level } from '../../../config/types';
import { ApiCallError } from '../../providers/http';
import { fetchMessages, markAllRead, markRead, MESSAGE_PAGE_SIZE, READ, UNREAD, type Message, type MessagePage } from '../../messages/messageApi';
import { MessageItem } from './MessageItem';
import { TRANSPORT_TOAST_MS, UPDATE_FAILURE_TOAST_MS } from './toasts';
import { unreadPoller, type UnreadPoller } from '../../messages/unreadPoller';

interface Props {
  open: boolean;
  onClose: () => void;
  level: Level;
  poller?: UnreadPoller;
}

interface LoadState {
  loading: boolean;
  data?: MessagePage;
  error?: string;
}

const isTransportFailure = (e: unknown): boolean => e instanceof ApiCallError && e.status === 0;

export const MessageDrawer = ({ open, onClose, level, poller = unreadPoller }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<LoadState>({ loading: false });
  const [markingAll, setMarkingAll] = useState(false);
  const unreadCount = useSyncExternalStore(poller.subscribe, poller.getState).count;
  const unreadOnScreen = (state.data?.messages ?? []).filter((m) => m.status === UNREAD).map((m) => m.id);

  const load = useCallback(
    async (p: number) => {
      setState((s) => ({ ...s, loading: true, error: undefined }));
      try {
        setState({ loading: false, data: await fetchMessages(level, p) });
      } catch (e) {
        const message = (e as Error).message || 'shell.auth.has_error';
        setState({ loading: false, error: message });
        if (isTransportFailure(e)) notify(message, { type: 'error', autoHideDuration: TRANSPORT_TOAST_MS });
      }
    },
    [level, notify],
  );

  useEffect(() => {
    if (open) void load(page);
  }, [open, page, load]);

  const openMessage = async (message: Message) => {
    if (message.status === UNREAD) {
      try {
        await markRead(message.id);
      } catch (e) {
        notify((e as Error).message || 'shell.auth.has_error', {
          type: 'error',
          autoHideDuration: isTransportFailure(e) ? TRANSPORT_TOAST_MS : UPDATE_FAILURE_TOAST_MS,
        });
        return;
      }
      void poller.refresh();
      // Shown as read at once when the drawer opens again, before the list is fetched anew.
      setState((s) =>
        s.data ? { ...s, data: { ...s.data, messages: s.data.messages.map((m) => (m.id === message.id ? { ...m, status: READ } : m)) } } : s,
      );
    }
    onClose();
    if (!message.url) return;
    if (/^https?:\/\//.test(message.url)) window.location.assign(message.url);
    else navigate(message.url.startsWith('/') ? message.url : `/${message.url}`);
  };

  const readAll = async () => {
    setMarkingAll(true);
    try {
      await markAllRead(unreadOnScreen);
    } catch (e) {
      notify((e as Error).message || 'shell.auth.has_error', {
        type: 'error',
        autoHideDuration: isTransportFailure(e) ? TRANSPORT_TOAST_MS : UPDATE_FAILURE_TOAST_MS,
      });
      return;
    } finally {
      setMarkingAll(false);
    }
    setState((s) => (s.data ? { ...s, data: { ...s.data, messages: s.data.messages.map((m) => ({ ...m, status: READ })) } } : s));
    notify('inbox.all_read', { type: 'info' });
    void poller.refresh();
  };

  const pages = Math.max(1, Math.ceil((state.data?.total ?? 0) / MESSAGE_PAGE_SIZE));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 420 }, display: 'flex' }, id: 'message-drawer' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {translate('shell.messages.title')}
        </Typography>
        <Button
          size="small"
          startIcon={markingAll ? <CircularProgress size={14} /> : <DoneAllIcon fontSize="small" />}
          onClick={() => void readAll()}
          disabled={markingAll || (unreadCount === 0 && unreadOnScreen.length === 0)}
          data-testid="messages-read-all"
          sx={{ mr: 0.5, whiteSpace: 'nowrap' }}
        >
          {translate('inbox.read_all')}
        </Button>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {state.loading && !state.data && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress size={28} />
          </Box>
        )}
        {state.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {translate(state.error, { _: state.error })}
          </Alert>
        )}
        {state.data && state.data.messages.length === 0 && (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{translate('shell.messages.empty')}</Typography>
        )}
        {state.data?.messages.map((m) => <MessageItem key={m.id} message={m} onOpen={openMessage} />)}
      </Box>
      {pages > 1 && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} size="small" color="primary" />
          </Box>
        </>
      )}
    </Drawer>
  );
};
