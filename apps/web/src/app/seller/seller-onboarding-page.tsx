// /seller/onboarding: seller registration; on success the new seller is signed in and reaches
// the dashboard 2 s later (spec section 4). The first product's photos are picked with the
// product form's photo picker (features compose here, not in each other): previews, order,
// cover, the camera on phones, large photos shrunk before they are sent.

import { type SetStateAction, useState } from 'react';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { SellerRegistrationForm } from '../../features/auth/seller-registration-form.tsx';
import { PhotoPicker } from '../../features/seller-products/photo-picker.tsx';
import { type PhotoItem, photoUpload } from '../../features/seller-products/photo-slots.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';

export function Component() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  // A new choice of photos answers the server's refusal of the last one.
  const choosePhotos = (next: SetStateAction<PhotoItem[]>) => {
    setPhotoError(undefined);
    setPhotos(next);
  };
  return (
    <AuthCard wide title={t('seller.onboardingTitle')} intro={t('seller.onboardingIntro')}>
      <SellerRegistrationForm
        // All new files, in the order shown: the first is the cover.
        photos={photoUpload(photos).files}
        photoField={(disabled) => (
          <PhotoPicker
            items={photos}
            setItems={choosePhotos}
            serverError={photoError}
            disabled={disabled}
          />
        )}
        onPhotoError={setPhotoError}
        onRegistered={() => navigateLater('/seller', 2000)}
      />
    </AuthCard>
  );
}

Component.displayName = 'SellerOnboardingPage';
