/** Whole seconds since `running` became true (0 when not running): the progress line's clock. */
import { useEffect, useState } from 'react';

export const useElapsed = (running: boolean): number => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const started = Date.now();
    setSeconds(0);
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? seconds : 0;
};
