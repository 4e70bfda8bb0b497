// Proof of delivery: the recipient's 4-digit code (digits only), or, once wrong codes allow only
// that, a photo taken with the phone's camera (capture="environment") at the drop-off. A wrong
// code's message lands on the field; the job's count of wrong codes comes with the board.
import { DELIVERY_CODE_LENGTH, MAX_WRONG_CODES, type RiderJob } from '@dwa/domain/deliveries';
import { PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import { type FormEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { PhotoChoiceControls } from '../../components/ui/photo-choice-controls.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { usePhotoChoice } from '../../lib/use-photo-choice.ts';
import { codeDigits } from './job-actions.ts';
import { useJobAction } from './use-job-action.ts';

export function CodeProof({ job, onCancel }: { job: RiderJob; onCancel(): void }) {
  const { t } = useTranslation();
  const action = useJobAction();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== DELIVERY_CODE_LENGTH) return setError(t('deliveries.codeFormat'));
    setError(null);
    try {
      await action.mutateAsync({ kind: 'deliver', jobId: job.id, code });
      notify('success', t('riderCenter.jobs.toasts.delivered'));
    } catch (thrown) {
      const field = thrown instanceof ApiError ? thrown.fields.code : undefined;
      if (field) setError(field);
      setCode('');
      notify('error', t('riderCenter.jobs.toasts.updateFailed'), field ?? describeError(thrown, t));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="code-proof">
      <Field
        label={t('riderCenter.jobs.actions.code')}
        hint={
          job.wrongCodes > 0
            ? `${t('riderCenter.jobs.actions.codeHint')} ${t(
                'riderCenter.jobs.actions.wrongCodes',
                {
                  count: job.wrongCodes,
                  max: MAX_WRONG_CODES,
                },
              )}`
            : t('riderCenter.jobs.actions.codeHint')
        }
        error={error ?? undefined}
      >
        {(c) => (
          <input
            {...c}
            value={code}
            onChange={(e) => {
              const digits = codeDigits(e.currentTarget.value, DELIVERY_CODE_LENGTH);
              // Preact does not put a controlled value back when the state stays the same (a
              // fifth digit, a letter): without this the field would show more than is sent.
              e.currentTarget.value = digits;
              setCode(digits);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            className={`${inputClass} max-w-40 font-mono text-xl tracking-[0.5em]`}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={action.isPending}
        >
          {action.isPending
            ? t('riderCenter.jobs.actions.checking')
            : t('riderCenter.jobs.actions.confirmCode')}
        </button>
        <button
          type="button"
          className="btn-ghost px-3"
          onClick={onCancel}
          disabled={action.isPending}
        >
          {t('riderCenter.jobs.actions.cancel')}
        </button>
      </div>
    </form>
  );
}

export function PhotoProof({ job }: { job: RiderJob }) {
  const { t } = useTranslation();
  const action = useJobAction();
  const choice = usePhotoChoice({
    maxBytes: PRODUCT_PHOTO_MAX_BYTES,
    notImage: t('riderCenter.profile.photo.notImage'),
    tooLarge: t('riderCenter.profile.photo.tooLarge'),
  });
  const { picked } = choice;

  async function send() {
    if (!picked) return;
    choice.setProblem(null);
    try {
      await action.mutateAsync({ kind: 'proof', jobId: job.id, photo: picked.file });
      notify('success', t('riderCenter.jobs.toasts.delivered'));
    } catch (thrown) {
      const field = thrown instanceof ApiError ? thrown.fields.photo : undefined;
      choice.setProblem(field ?? describeError(thrown, t));
      notify('error', t('riderCenter.jobs.toasts.updateFailed'), field ?? describeError(thrown, t));
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="photo-proof">
      <p className="font-semibold">{t('riderCenter.jobs.actions.photoTitle')}</p>
      <p className="text-sm">{t('riderCenter.jobs.actions.photoText')}</p>
      {picked && (
        <img
          src={picked.url}
          alt={t('riderCenter.jobs.actions.photoAlt')}
          className="aspect-[4/3] w-full max-w-xs rounded-lg border border-line object-cover"
        />
      )}
      <PhotoChoiceControls
        choice={choice}
        label={
          picked
            ? t('riderCenter.jobs.actions.retakePhoto')
            : t('riderCenter.jobs.actions.takePhoto')
        }
        inputTestId="proof-photo-input"
        capture="environment"
        disabled={action.isPending}
      >
        {picked && (
          <button
            type="button"
            className="btn-primary disabled:opacity-50"
            onClick={send}
            disabled={action.isPending}
          >
            {action.isPending
              ? t('riderCenter.jobs.actions.sending')
              : t('riderCenter.jobs.actions.sendPhoto')}
          </button>
        )}
      </PhotoChoiceControls>
    </div>
  );
}
