/**
 * A deposit whose withdrawal is locked by wrong pick-up codes (docs/columbarium.md, "Wrong
 * pick-up codes"): until when, and for a manager the way out, "Unlock withdrawal" with a reason
 * (POST admin.ash_deposit/unlock_pickup, logged). The lock is the server's; this only shows it,
 * through the same shared rule (pickupLockedUntil).
 */
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { mayOverrideFees } from '../../config/access';
import { PICKUP_MAX_FAILURES, pickupLockedUntil } from '../../rules/columbarium';
import { formatDayTime } from '../../config/dates';
import { useLevel } from '../builders/permissions/useLevel';
import { useLang } from '../format/lang';
import { ReasonDialog } from '../kit/ReasonDialog';
import { unlockPickup } from '../../protocol/contracts/columbarium';
import { useAshAction } from './useAshAction';

/** The locked text of a deposit, or undefined when its withdrawal is not locked now. */
export const useLockedText = (): string | undefined => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  const until = deposit ? pickupLockedUntil({ pickup_locked_until: deposit.pickup_locked_until }, new Date()) : null;
  return until ? translate('ash.unlock.locked', { tries: PICKUP_MAX_FAILURES, until: formatDayTime(until.toISOString(), lang) }) : undefined;
};

export const PickupLock = () => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const level = useLevel();
  const locked = useLockedText();
  const [open, setOpen] = useState(false);
  const { pending, run } = useAshAction(() => setOpen(false));
  if (!deposit || deposit.status !== 'stored' || !locked) return null;
  const manager = mayOverrideFees(level);
  return (
    <Alert
      severity="warning"
      data-testid="pickup-locked"
      sx={{ width: '100%' }}
      action={
        manager ? (
          <Button color="inherit" size="small" startIcon={<LockOpenIcon />} onClick={() => setOpen(true)} data-testid="pickup-unlock">
            {translate('ash.unlock.button')}
          </Button>
        ) : undefined
      }
    >
      {locked} {translate('ash.unlock.managers')}
      {open && (
        <ReasonDialog
          open
          title={translate('ash.unlock.title', { no: String(deposit.deposit_no) })}
          withMethod={false}
          pending={pending}
          onClose={() => setOpen(false)}
          onConfirm={(reason) => void run(unlockPickup, { id: Number(deposit.id), reason }, () => ({ message: 'ash.unlock.done' }))}
          testId="pickup-unlock-dialog"
          maxLength={500}
        />
      )}
    </Alert>
  );
};
