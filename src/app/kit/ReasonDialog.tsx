/** Ask for the reason of a cancel or a refund (and for a refund, how the money goes back), counted up to what the server keeps. */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CharCount } from '../builders/inputs/CharCount';
import { ActionDialog } from './ActionDialog';
import { EnumSelect } from './EnumSelect';
import { PAYMENT_METHOD } from './orderEnums';
import { TextArea } from './TextArea';

interface Props {
  open: boolean;
  title: string;
  withMethod: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, method: string) => void;
  testId: string;
  /** The most characters the reason holds (the config's maxLength of where it is stored). */
  maxLength: number;
}

export const ReasonDialog = ({ open, title, withMethod, pending, onClose, onConfirm, testId, maxLength }: Props) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState('cash');
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => onConfirm(reason.trim(), method)}
      ready={Boolean(reason.trim())}
      pending={pending}
      labels={{ cancel: translate('orders.dialog.cancel'), submit: translate('orders.dialog.submit') }}
      testId={testId}
      submitColor="error"
    >
      <TextArea name="reason" required label={translate('orders.actions.reason')} value={reason} onChange={setReason} maxLength={maxLength} helperText={<CharCount length={reason.length} max={maxLength} />} />
      {withMethod && <EnumSelect name="method" label={translate('orders.actions.method')} values={PAYMENT_METHOD} value={method} onChange={setMethod} />}
    </ActionDialog>
  );
};
