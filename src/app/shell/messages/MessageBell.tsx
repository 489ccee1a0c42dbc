import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Level } from '../../../config/types';
import { MessageDrawer } from './MessageDrawer';
import { useUnreadCount } from './useUnreadCount';

/** The navbar bell: the unread count, polled every second, and the message drawer behind it. */
export const MessageBell = ({ level }: { level: Level }) => {
  const translate = useTranslate();
  const count = useUnreadCount(level);
  const [open, setOpen] = useState(false);
  const label = translate('shell.messages.bell', { smart_count: count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} data-unread-count={count}>
          <Badge badgeContent={count} max={99} color="error">
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <MessageDrawer open={open} onClose={() => setOpen(false)} level={level} />
    </>
  );
};
