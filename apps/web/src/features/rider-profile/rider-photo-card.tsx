// The rider's photo: the current one (or a note that there is none), then pick → preview →
// upload, or remove it. The file is checked here for type and size so a wrong pick says so at
// once; the server decodes it by content and re-encodes it whatever this check says.
import type { RiderProfile } from '@dwa/domain/deliveries';
import { PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../components/ui/field.tsx';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useRemoveRiderPhoto, useUploadRiderPhoto } from './use-rider-photo.ts';

const frame = 'size-40 overflow-hidden rounded-full border border-line bg-muted';

export function RiderPhotoCard({ profile }: { profile: RiderProfile }) {
  const { t } = useTranslation();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadRiderPhoto();
  const remove = useRemoveRiderPhoto();
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) return setProblem(t('riderCenter.profile.photo.notImage'));
    if (file.size > PRODUCT_PHOTO_MAX_BYTES)
      return setProblem(t('riderCenter.profile.photo.tooLarge'));
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  async function send() {
    if (!picked) return;
    setProblem(null);
    try {
      await upload.mutateAsync(picked.file);
      setPicked(null);
      notify('success', t('riderCenter.profile.photo.uploaded'));
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.photo : undefined;
      setProblem(
        field ?? `${t('riderCenter.profile.updateFailed')} ${describeError(error, t)}`.trim(),
      );
    }
  }

  async function drop() {
    setProblem(null);
    try {
      await remove.mutateAsync();
      notify('success', t('riderCenter.profile.photo.removed'));
    } catch (error) {
      setProblem(`${t('riderCenter.profile.updateFailed')} ${describeError(error, t)}`.trim());
    }
  }

  return (
    <TitledCard title={t('riderCenter.profile.photo.title')} testId="rider-photo-card">
      {picked ? (
        <div className={frame}>
          <img
            src={picked.url}
            alt={t('riderCenter.profile.photo.previewAlt')}
            className="h-full w-full object-cover"
          />
        </div>
      ) : profile.photo ? (
        <div className={frame}>
          <ResponsiveImage
            photo={profile.photo}
            alt={t('riderCenter.profile.photo.alt', { name: profile.name })}
            sizes="160px"
            className="h-full w-full object-cover"
          />
        </div>
      ) : (
        <p className="text-sm text-subtle">{t('riderCenter.profile.photo.none')}</p>
      )}
      <p id={hintId} className="text-sm text-subtle">
        {t('riderCenter.profile.photo.hint')}
      </p>
      {problem && <FieldError>{problem}</FieldError>}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/*"
          onChange={pick}
          hidden
          data-testid="rider-photo-input"
        />
        <button
          type="button"
          className="btn-outline gap-2"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          disabled={busy}
        >
          <CameraIcon aria-hidden="true" />
          {picked || profile.photo
            ? t('riderCenter.profile.photo.change')
            : t('riderCenter.profile.photo.choose')}
        </button>
        {picked && (
          <>
            <button
              type="button"
              className="btn-primary disabled:opacity-50"
              onClick={send}
              disabled={busy}
            >
              {upload.isPending
                ? t('riderCenter.profile.photo.uploading')
                : t('riderCenter.profile.photo.upload')}
            </button>
            <button
              type="button"
              className="btn-ghost px-3"
              onClick={() => setPicked(null)}
              disabled={busy}
            >
              {t('riderCenter.profile.photo.cancel')}
            </button>
          </>
        )}
        {!picked && profile.photo && (
          <button type="button" className="btn-ghost px-3" onClick={drop} disabled={busy}>
            {remove.isPending
              ? t('riderCenter.profile.photo.removing')
              : t('riderCenter.profile.photo.remove')}
          </button>
        )}
      </div>
    </TitledCard>
  );
}
