// The product's photos: one large photo (the first loads at once with high priority, it is the
// page's LCP) and a row of thumbnails to switch between them.
import { MAIN_IMAGE_SIZES } from '@dwa/domain/listing-page';
import type { PhotoView } from '@dwa/domain/photo-view';
import { useState } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function ProductGallery({ photos, title }: { photos: PhotoView[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  return (
    <section aria-label={t('productPage.photos')} className="flex flex-col gap-2">
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-muted">
        {current ? (
          <ResponsiveImage
            key={current.src}
            photo={current}
            alt={title}
            sizes={MAIN_IMAGE_SIZES}
            eager={index === 0}
            className="h-full w-full object-contain"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-subtle">
            {t('product.noPhoto')}
          </div>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('productPage.showPhoto', { n: i + 1, total: photos.length })}
                data-testid="gallery-thumb"
                className="block h-16 w-20 overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-brand"
              >
                <ResponsiveImage
                  photo={photo}
                  alt=""
                  sizes="80px"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
