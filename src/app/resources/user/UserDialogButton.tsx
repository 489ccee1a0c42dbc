/**
 * A manager's action on a user from the list row: a button that opens a small dialog titled
 * "action · nickname" with Cancel and Confirm; the dialog closes once the server took it.
 */
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ActionDialog } from '../../kit/ActionDialog';

interface Props {
  record: RaRecord;
  /** The button's text, and the dialog's title before the user's nickname. */
  label: string;
  /** Sets the inputs back to where they start, each time the dialog opens. */
  onOpen: () => void;
  ready: boolean;
  pending: boolean;
  /** The server call: true when it went through. */
  onConfirm: () => Promise<boolean>;
  testId: string;
  children: ReactNode;
}

export const UserDialogButton = ({ record, label, onOpen, ready, pending, onConfirm, testId, children }: Props) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ActionDialog
        open={open}
        title={`${label} · ${record.nickname}`}
        onClose={() => setOpen(false)}
        onSubmit={() => void onConfirm().then((done) => done && setOpen(false))}
        ready={ready}
        pending={pending}
        labels={{ cancel: translate('ra.action.cancel'), submit: translate('ra.action.confirm') }}
        testId={testId}
      >
        {children}
      </ActionDialog>
    </>
  );
};
