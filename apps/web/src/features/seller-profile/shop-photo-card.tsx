// The shop photo: the current one (or a note that there is none), then pick → preview → upload.
// The file is checked here for type and size so a wrong pick says so at once; the server decodes
// it by content and re-encodes it whatever this check says.
import { type SellerProfile, SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../components/ui/field.tsx';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useUploadShopPhoto } from './use-upload-shop-photo.ts';

const frame = 'aspect-[4/3] w-full max-w-sm overflow-hidden rounded-lg border border-line bg-muted';

export function ShopPhotoCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadShopPhoto();
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview is an object URL: free it when it is replaced or the card goes away.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    setProblem(null);
    upload.reset();
    if (!file.type.startsWith('image/')) return setProblem(t('sellerProfile.photo.notImage'));
    if (file.size > SHOP_PHOTO_MAX_BYTES) return setProblem(t('sellerProfile.photo.tooLarge'));
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  async function send() {
    if (!picked) return;
    setProblem(null);
    try {
      await upload.mutateAsync(picked.file);
      setPicked(null);
      notify('success', t('sellerProfile.photo.uploaded'));
    } catch (error) {
      // The server's reason for the photo (in the interface language), else the screen's.
      const field = error instanceof ApiError ? error.fields.photo : undefined;
      setProblem(field ?? `${t('sellerProfile.updateFailed')} ${describeError(error, t)}`.trim());
    }
  }

  return (
    <TitledCard level={3} title={t('sellerProfile.photo.title')} testId="shop-photo-card">
      {picked ? (
        <div className={frame}>
          <img
            src={picked.url}
            alt={t('sellerProfile.photo.previewAlt')}
            className="h-full w-full object-cover"
          />
        </div>
      ) : profile.photo ? (
        <div className={frame}>
          <ResponsiveImage
            photo={profile.photo}
            alt={t('sellerProfile.photo.alt', { shop: profile.businessName })}
            sizes="(min-width: 1024px) 384px, 100vw"
            className="h-full w-full object-cover"
          />
        </div>
      ) : (
        <p className="text-sm text-subtle">{t('sellerProfile.photo.none')}</p>
      )}
      <p id={hintId} className="text-sm text-subtle">
        {t('sellerProfile.photo.hint')}
      </p>
      {problem && <FieldError>{problem}</FieldError>}
      <div className="flex flex-wrap gap-2">
        {/* The file input stays hidden; a real button opens it (focus ring, name, keyboard). */}
        <input
          ref={input}
          type="file"
          accept="image/*"
          onChange={pick}
          hidden
          data-testid="shop-photo-input"
        />
        <button
          type="button"
          className="btn-outline gap-2"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          disabled={upload.isPending}
        >
          <CameraIcon aria-hidden="true" />
          {picked || profile.photo
            ? t('sellerProfile.photo.change')
            : t('sellerProfile.photo.choose')}
        </button>
        {picked && (
          <>
            <button
              type="button"
              className="btn-primary disabled:opacity-50"
              onClick={send}
              disabled={upload.isPending}
            >
              {upload.isPending
                ? t('sellerProfile.photo.uploading')
                : t('sellerProfile.photo.upload')}
            </button>
            <button
              type="button"
              className="btn-ghost px-3"
              onClick={() => setPicked(null)}
              disabled={upload.isPending}
            >
              {t('sellerProfile.photo.cancel')}
            </button>
          </>
        )}
      </div>
    </TitledCard>
  );
}
