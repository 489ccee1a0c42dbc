import { Badge, Box, ButtonBase, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../../config/dates';
import { messageText } from '../../i18n/configTexts';
import { messageTypeLabel } from '../../../rules/messageTypes';
import { useDateFormat } from '../../format/dates';
import { SHELL_COLORS } from '../../theme/palette';
import { UNREAD, type Message } from '../../messages/messageApi';

/** One message: its type and body (in the reader's language), submitter, date, and a red dot while unread. */
export const MessageItem = ({ message, onOpen }: { message: Message; onOpen: (m: Message) => void }) => {
  const translate = useTranslate();
  const dates = useDateFormat();
  const [locale] = useLocaleState();
  const unread = message.status === UNREAD;
  const submitter = message.submitter?.nickname || (message.submit_user_id ? `#${message.submit_user_id}` : translate('shell.messages.system'));
  return (
    <ButtonBase
      onClick={() => onOpen(message)}
      data-message-id={message.id}
      data-unread={unread ? 'true' : 'false'}
      data-message-type={message.type ?? ''}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 2,
        py: 1.5,
        borderBottom: `1px solid ${SHELL_COLORS.border}`,
        bgcolor: unread ? 'rgba(64,158,255,0.04)' : '#fff',
        '&:hover': { bgcolor: '#f5f7fa' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Badge
          variant="dot"
          color="error"
          invisible={!unread}
          aria-label={unread ? translate('shell.messages.unread') : undefined}
          sx={{ '& .MuiBadge-dot': { top: 2, right: -4 } }}
        >
          <Chip label={messageTypeLabel(message.type, langOf(locale)) ?? translate('shell.messages.notice')} size="small" color="primary" variant="outlined" />
        </Badge>
        <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary', ml: 1 }} noWrap>
          {submitter}
        </Typography>
        <Typography variant="caption" sx={{ color: SHELL_COLORS.textSecondary, whiteSpace: 'nowrap' }}>
          {dates.dayTime(message.submit_date)}
        </Typography>
      </Box>
      <Typography variant="body2" data-message-body sx={{ color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 600 : 400 }}>
        {messageText(message, langOf(locale))}
      </Typography>
    </ButtonBase>
  );
};
