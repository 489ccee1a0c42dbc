/**
 * The print page of one record chosen by its id (an order, a payment, a deposit, a work
 * order): load it, say why there is no document (nothing chosen, not loaded, not printable),
 * else show it and print it logged against that record.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Lang } from '../../../config/types';
import type { PaperKind } from '../documents/paper';
import { PrintScreen } from './PrintScreen';
import { useAsync } from './useAsync';
import type { PrintTarget } from './usePrintAction';

interface Props<T> {
  paper: PaperKind;
  /** The chosen record's id, null while none is chosen. */
  id: number | null;
  load: (id: number) => Promise<T>;
  /** The toolbar's picker, given the record once loaded (to show it as the choice); none for a page reached from its record only. */
  picker?: (record: T | undefined) => ReactNode;
  /** What the page says while no record is chosen. */
  choose: string;
  /** What it says when the record could not be loaded (else "could not load" with the error). */
  failed?: (error: Error) => string;
  /** Why a loaded record is not printed here (a warning), or undefined when it is. */
  refusal?: (record: T) => string | undefined;
  target: (record: T) => PrintTarget;
  document: (record: T, lang: Lang) => ReactNode;
}

export const RecordPrintScreen = <T,>({ paper, id, load, picker, choose, failed, refusal, target, document }: Props<T>) => {
  const translate = useTranslate();
  const state = useAsync(id === null ? null : String(id), () => load(id as number));
  const record = state.data;
  const refused = record === undefined ? undefined : refusal?.(record);
  const message =
    id === null
      ? { severity: 'info' as const, text: choose }
      : state.error
        ? { severity: 'error' as const, text: failed ? failed(state.error) : translate('print.errors.load_failed', { error: state.error.message }) }
        : refused !== undefined
          ? { severity: 'warning' as const, text: refused }
          : undefined;
  const printable = refused === undefined ? record : undefined;
  return (
    <PrintScreen
      paper={paper}
      picker={picker?.(record)}
      loading={state.loading}
      message={message}
      target={printable === undefined ? null : target(printable)}
      document={printable === undefined ? null : (lang) => document(printable, lang)}
    />
  );
};
