import { useSearchParams } from 'react-router-dom';

/**
 * The chosen record lives in the URL (?order=123, ?payment=45): deep links from the order
 * page open the document directly, and the browser's back button returns to the last one.
 */
export const useRecordParam = (name: 'order' | 'payment'): [number | null, (id: number) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const choose = (next: number) => {
    const updated = new URLSearchParams(params);
    updated.set(name, String(next));
    setParams(updated);
  };
  return [id, choose];
};
