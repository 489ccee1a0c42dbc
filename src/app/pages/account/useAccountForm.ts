import { useCallback, useRef, useState } from 'react';

/**
 * The state every account form keeps: its text values, an error per field (or `form` for one
 * under all fields), and whether its request is running. `bind(name)` gives a field of
 * ./fields.tsx its name, value, setter and error.
 */
export const useAccountForm = <K extends string>(initial: Record<K, string>) => {
  const first = useRef(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: K, value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const bind = (name: K) => ({ name, value: values[name], onValue: (value: string) => set(name, value), error: errors[name] });
  /** Back to `next` (default: the first values), without errors. */
  const reset = useCallback((next: Record<K, string> = first.current) => {
    setValues(next);
    setErrors({});
  }, []);
  /** Runs the request with the submit button busy; a refusal goes to `refused`. */
  const run = async (call: () => Promise<void>, refused: (err: unknown) => void): Promise<void> => {
    setBusy(true);
    setErrors({});
    try {
      await call();
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };
  return { values, set, bind, errors, setErrors, busy, reset, run };
};
