// The shop photo: the current one (or a note that there is none), then pick → preview → upload
// (components/photo-upload.tsx).
import { type SellerProfile, SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import { PhotoUpload } from '../../components/photo-upload.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePhotoChoice } from '../../lib/use-photo-choice.ts';
import { useUploadShopPhoto } from './use-upload-shop-photo.ts';

const frame = 'aspect-[4/3] w-full max-w-sm overflow-hidden rounded-lg border border-line bg-muted';

export function ShopPhotoCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const upload = useUploadShopPhoto();
  const choice = usePhotoChoice({
    maxBytes: SHOP_PHOTO_MAX_BYTES,
    notImage: t('sellerProfile.photo.notImage'),
    tooLarge: t('sellerProfile.photo.tooLarge'),
    onChoose: () => upload.reset(),
  });

  return (
    <TitledCard level={3} title={t('sellerProfile.photo.title')} testId="shop-photo-card">
      <PhotoUpload
        choice={choice}
        photo={profile.photo}
        alt={t('sellerProfile.photo.alt', { shop: profile.businessName })}
        sizes="(min-width: 1024px) 384px, 100vw"
        frameClassName={frame}
        texts="sellerProfile.photo"
        failed={t('sellerProfile.updateFailed')}
        inputTestId="shop-photo-input"
        onUpload={(file) => upload.mutateAsync(file)}
        uploading={upload.isPending}
      />
    </TitledCard>
  );
}
