// An amount in cedis as a seller types it: a number field with pesewa steps (spec: price and
// delivery cost are numeric, step 0.01) and the decimal keypad on phones.
import type { ComponentProps } from 'react';
import { inputClass } from './field.tsx';

export function MoneyInput(props: ComponentProps<'input'>) {
  return (
    <input
      {...props}
      type="number"
      inputMode="decimal"
      min="0"
      step="0.01"
      className={inputClass}
    />
  );
}
