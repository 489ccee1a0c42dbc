import { useSearchParams } from 'react-router-dom';

/** A record id of the URL (?order=123), or null when absent or not a plain number. */
export const idParam = (raw: string | null): number | null => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/**
 * The chosen record lives in the URL (?order=123, ?payment=45): deep links from the order
 * page open the document directly, and the browser's back button returns to the last one.
 */
export const useRecordParam = (name: 'order' | 'payment' | 'work'): [number | null, (id: number) => void] => {
  const [params, setParams] = useSearchParams();
  const id = idParam(params.get(name));
  const choose = (next: number) => {
    const updated = new URLSearchParams(params);
    updated.set(name, String(next));
    setParams(updated);
  };
  return [id, choose];
};
