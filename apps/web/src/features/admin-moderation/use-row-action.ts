// A list row's one-click action (unblock, feature, reactivate, verify): the row's buttons are
// busy until it settles, and a toast says it is done, or `onError` says why not.
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../lib/toast.ts';

export function useRowAction() {
  const [busyId, setBusyId] = useState<string | null>(null);
  function run<Variables>(
    rowId: string,
    mutation: UseMutationResult<unknown, Error, Variables>,
    variables: Variables,
    doneText: string,
    onError: (error: unknown) => void,
  ) {
    setBusyId(rowId);
    mutation.mutate(variables, {
      onSuccess: () => notify('success', doneText),
      onError,
      onSettled: () => setBusyId(null),
    });
  }
  return { busyId, run };
}
