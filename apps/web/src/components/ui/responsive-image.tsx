// Every product or shop photo goes through here: explicit size (no layout shift), srcset of the
// WebP variants with the caller's `sizes`, or only the smallest variant when data saver is on.
import type { PhotoView } from '@dwa/domain/photo-view';
import { smallestSrc, useDataSaver } from '../../lib/data-saver.ts';

interface Props {
  photo: PhotoView;
  alt: string;
  sizes: string;
  /** Above the fold: load now with high priority (the LCP image). */
  eager?: boolean;
  className?: string;
}

export function ResponsiveImage({ photo, alt, sizes, eager = false, className }: Props) {
  const [saveData] = useDataSaver();
  return (
    <img
      src={saveData ? smallestSrc(photo) : photo.src}
      srcSet={saveData ? undefined : photo.srcset}
      sizes={saveData ? undefined : sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
