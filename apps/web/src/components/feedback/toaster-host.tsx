import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from '../../lib/toast.ts';

const LazyToaster = lazy(() => import('./toaster.tsx'));

/** Renders nothing until the first toast; then loads and mounts sonner's Toaster. */
export function ToasterHost({ label }: { label: string }) {
  const wanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster label={label} />
    </Suspense>
  );
}
