// Results of a photo search: the picked photo as a thumbnail, then the most alike products. The
// photo lives in memory only, so after a reload this asks for it again.
import { PHOTO_SEARCH_MAX_BYTES } from '@dwa/domain/search-constants';
import { useLocation } from 'react-router';
import { ProductCards, ProductSkeletons } from '../../components/product-cards.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PhotoSearchButton } from './photo-search-button.tsx';
import { pickedPhoto } from './photo-store.ts';
import { usePhotoSearch } from './use-photo-search.ts';

const SERVER_ERRORS: Record<string, string> = {
  photo_too_large: 'photoSearchUi.tooLarge',
  not_an_image: 'photoSearchUi.notImage',
};

export function PhotoSearchResults() {
  const { t } = useTranslation();
  const location = useLocation();
  const photo = pickedPhoto((location.state as { photoId?: number } | null)?.photoId);
  const query = usePhotoSearch(photo);

  if (!photo) {
    return (
      <div className="rounded-xl border border-line border-dashed bg-surface p-8 text-center">
        <p className="mb-4">{t('photoSearchUi.gone')}</p>
        <div className="flex flex-wrap justify-center">
          <PhotoSearchButton label={t('photoSearchUi.pickAgain')} />
        </div>
      </div>
    );
  }

  const error = query.error;
  const errorKey =
    error instanceof ApiError && SERVER_ERRORS[error.code]
      ? SERVER_ERRORS[error.code]!
      : 'photoSearchUi.failed';
  return (
    <section aria-labelledby="photo-heading">
      <div className="mb-4 flex items-center gap-3">
        <img
          src={photo.previewUrl}
          alt={t('photoSearchUi.yourPhoto')}
          width={64}
          height={64}
          className="size-16 rounded-lg border border-line object-cover"
          data-testid="photo-preview"
        />
        <h2 id="photo-heading" className="font-bold text-lg">
          {t('photoSearchUi.heading')}
        </h2>
      </div>
      {query.isPending ? (
        <>
          <p role="status" className="mb-3 text-subtle">
            {t('photoSearchUi.searching')}
          </p>
          <ProductSkeletons />
        </>
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
          {t(errorKey, { max: Math.round(PHOTO_SEARCH_MAX_BYTES / 1024 / 1024) })}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="rounded-xl border border-line border-dashed bg-surface p-10 text-center">
          {t('photoSearchUi.noMatches')}
        </p>
      ) : (
        <ProductCards items={query.data.items} />
      )}
    </section>
  );
}
