import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms`: one request per pause in typing, not one
 * per key (each costs a round trip on a slow mobile network). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
