// A password input with a show/hide toggle (spec: seller login and reset). The toggle is a
// toggle button (aria-pressed) with a fixed name, the pattern screen readers announce best.
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { inputClass } from './field.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${inputClass} pr-12`} />
      <button
        type="button"
        className="btn-ghost absolute inset-y-0 right-0"
        aria-label={t('auth.showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
