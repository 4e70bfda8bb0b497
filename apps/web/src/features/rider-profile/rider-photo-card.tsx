// The rider's photo: the current one (or a note that there is none), then pick → preview →
// upload (components/photo-upload.tsx), or remove it.
import type { RiderProfile } from '@dwa/domain/deliveries';
import { PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import { PhotoUpload } from '../../components/photo-upload.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { usePhotoChoice } from '../../lib/use-photo-choice.ts';
import { useRemoveRiderPhoto, useUploadRiderPhoto } from './use-rider-photo.ts';

const frame = 'size-40 overflow-hidden rounded-full border border-line bg-muted';

export function RiderPhotoCard({ profile }: { profile: RiderProfile }) {
  const { t } = useTranslation();
  const upload = useUploadRiderPhoto();
  const remove = useRemoveRiderPhoto();
  const choice = usePhotoChoice({
    maxBytes: PRODUCT_PHOTO_MAX_BYTES,
    notImage: t('riderCenter.profile.photo.notImage'),
    tooLarge: t('riderCenter.profile.photo.tooLarge'),
  });
  const busy = upload.isPending || remove.isPending;

  async function drop() {
    choice.setProblem(null);
    try {
      await remove.mutateAsync();
      notify('success', t('riderCenter.profile.photo.removed'));
    } catch (error) {
      choice.setProblem(
        `${t('riderCenter.profile.updateFailed')} ${describeError(error, t)}`.trim(),
      );
    }
  }

  return (
    <TitledCard title={t('riderCenter.profile.photo.title')} testId="rider-photo-card">
      <PhotoUpload
        choice={choice}
        photo={profile.photo}
        alt={t('riderCenter.profile.photo.alt', { name: profile.name })}
        sizes="160px"
        frameClassName={frame}
        texts="riderCenter.profile.photo"
        failed={t('riderCenter.profile.updateFailed')}
        inputTestId="rider-photo-input"
        onUpload={(file) => upload.mutateAsync(file)}
        uploading={upload.isPending}
        busy={busy}
      >
        {!choice.picked && profile.photo && (
          <button type="button" className="btn-ghost px-3" onClick={drop} disabled={busy}>
            {remove.isPending
              ? t('riderCenter.profile.photo.removing')
              : t('riderCenter.profile.photo.remove')}
          </button>
        )}
      </PhotoUpload>
    </TitledCard>
  );
}
