import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterState } from '../../lib/toast.ts';

export default function LazyToaster({ label }: { label: string }) {
  // Child effects run first, so sonner has subscribed by the time this fires.
  useEffect(() => toasterState.mounted(), []);
  return (
    <Toaster position="bottom-right" visibleToasts={3} duration={4000} containerAriaLabel={label} />
  );
}
