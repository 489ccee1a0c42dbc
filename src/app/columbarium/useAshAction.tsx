/**
 * What the columbarium's dialogs share: one call to the server at a time (pending while it
 * runs, the server's per-field refusals kept for the inputs, the refusal's text as a notice,
 * on success the notice, the dialog closed and the page reloaded or the next one opened),
 * the dues of a deposit as the server counts them today, and the list of niches to pick from.
 */
import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { ActionDialog } from '../kit/ActionDialog';
import { useServerAction, useServerCall, type Done } from '../kit/useServerAction';
import type { AnswerOf, AnyContract, BodyOf } from '../../protocol/contract';
import { depositDues } from '../../protocol/contracts/columbarium';
import { call } from '../providers/call';
import { fieldErrorsOf, type Dues, type Niche } from './api';

export const useAshAction = (onClose: () => void) => {
  const [locale] = useLocaleState();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const action = useServerAction(onClose);
  const direct = useServerCall();
  const failed = (e: unknown) => setErrors(fieldErrorsOf(e, locale));
  /** Sends `body` by its contract; `done` tells what the answer leads to (the dialog closes), a refusal goes to `errors` and a notice. */
  const run = <C extends AnyContract>(contract: C, body: BodyOf<C>, done: (answer: AnswerOf<C>) => Done): Promise<boolean> =>
    action.run(() => call(contract, body), done, failed);
  /** Sends `body` and hands the answer to `done` with the dialog still open (a payment's ending: its receipt to print); a refusal as in `run`. */
  const send = <C extends AnyContract>(contract: C, body: BodyOf<C>, done: (answer: AnswerOf<C>) => void): Promise<boolean> =>
    direct.call(() => call(contract, body), done, failed);
  return { errors, setErrors, pending: action.pending || direct.pending, run, send };
};

/** The deposit's dues while the dialog is open: undefined until the server answers, null if it could not. */
export const useDues = (open: boolean, deposit: RaRecord | undefined): Dues | null | undefined => {
  const [dues, setDues] = useState<Dues | null>();
  useEffect(() => {
    if (!open || !deposit) return;
    let live = true;
    call(depositDues, { id: Number(deposit.id) }).then(
      (d) => live && setDues(d),
      () => live && setDues(null),
    );
    return () => {
      live = false;
    };
  }, [open, deposit]);
  return dues;
};

/** Every niche in code order, fetched while the dialog is open. */
export const useNiches = (open: boolean) => useGetList<Niche>('ash_niche', { pagination: { page: 1, perPage: 500 }, sort: { field: 'code', order: 'ASC' } }, { enabled: open });

interface NicheSelectProps {
  niches: Niche[];
  label: string;
  value: number | '';
  onChange: (id: number) => void;
  error?: string;
  testId?: string;
}

/** A required pick among niches, each with how full it is. */
export const NicheSelect = ({ niches, label, value, onChange, error, testId }: NicheSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      required
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { name: 'niche_id', ...(testId ? { 'data-testid': testId } : {}) } }}
    >
      {niches.map((n) => (
        <MenuItem key={n.id} value={n.id}>
          {translate('ash.deposit.niche_hint', { code: n.code, stored: n.stored, capacity: n.capacity })}
        </MenuItem>
      ))}
    </TextField>
  );
};

interface FieldInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The dialog's field errors: this field's shows under it and goes as soon as it is edited. */
  errors: Record<string, string>;
  setErrors: (update: (errors: Record<string, string>) => Record<string, string>) => void;
  required?: boolean;
  type?: string;
  htmlInput?: Record<string, unknown>;
}

/** A text input of a dialog whose refusal clears once the clerk edits it. */
export const FieldInput = ({ name, label, value, onChange, errors, setErrors, required = false, type = 'text', htmlInput = {} }: FieldInputProps) => (
  <TextField
    size="small"
    type={type}
    required={required}
    fullWidth
    label={label}
    value={value}
    onChange={(e) => {
      onChange(e.target.value);
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }}
    error={!!errors[name]}
    helperText={errors[name]}
    slotProps={{ htmlInput: { name, ...htmlInput }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
  />
);

type FrameProps = Pick<ComponentProps<typeof ActionDialog>, 'open' | 'title' | 'onClose' | 'onSubmit' | 'ready' | 'pending' | 'maxWidth' | 'submitColor'>;

/** A columbarium dialog: `<name>-dialog` with its `<name>-submit`, a progress bar while the call runs, the whole screen on a phone unless it is a small one. */
export const AshDialog = ({ name, submitLabel, children, maxWidth = 'xs', ...frame }: FrameProps & { name: string; submitLabel: string; busy?: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <ActionDialog
      {...frame}
      maxWidth={maxWidth}
      busy={frame.busy ?? frame.pending}
      fullScreenOnPhone={maxWidth !== 'xs'}
      labels={{ cancel: translate('ash.dialog.cancel'), submit: submitLabel }}
      testId={`${name}-dialog`}
      submitTestId={`${name}-submit`}
    >
      {children}
    </ActionDialog>
  );
};
