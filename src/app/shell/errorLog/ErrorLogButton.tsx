/** The navbar's bug badge, shown once an error was recorded, and the dialog listing them. */
import BugReportIcon from '@mui/icons-material/BugReport';
import {
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { errorLog as defaultLog, type ErrorLog } from './errorLog';

export const ErrorLogButton = ({ log = defaultLog }: { log?: ErrorLog }) => {
  const translate = useTranslate();
  const entries = useSyncExternalStore(log.subscribe, log.getEntries);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const label = translate('shell.error_log.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <Badge badgeContent={entries.length} color="error" max={99}>
            <BugReportIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent dividers>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('shell.error_log.message')}</TableCell>
                <TableCell>{translate('shell.error_log.component')}</TableCell>
                <TableCell>{translate('shell.error_log.url')}</TableCell>
                <TableCell>{translate('shell.error_log.stack')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ color: 'error.main', fontWeight: 600 }}>{e.message}</TableCell>
                  <TableCell>{e.component || '-'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{e.url}</TableCell>
                  <TableCell>
                    <Box component="pre" sx={{ m: 0, fontSize: 11, whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto' }}>
                      {e.stack}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            onClick={() => {
              log.clear();
              setOpen(false);
            }}
          >
            {translate('shell.error_log.clear')}
          </Button>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
