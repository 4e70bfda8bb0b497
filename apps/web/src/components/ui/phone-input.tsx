// A Ghana phone number field: the phone keypad, the browser's saved number offered, and the same
// look as every other input. The server normalises whatever form is typed (0…, 233…, +233…).
import type { ComponentProps } from 'react';
import { inputClass } from './field.tsx';

export function PhoneInput(props: ComponentProps<'input'>) {
  return <input type="tel" inputMode="tel" autoComplete="tel" className={inputClass} {...props} />;
}
