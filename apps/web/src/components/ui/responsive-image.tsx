// Every product or shop photo goes through here: explicit size (no layout shift), srcset of the
// WebP variants with the caller's `sizes`, or only the smallest variant when data saver is on.
import type { ImageView } from '@dwa/domain/products';
import { smallestSrc, useDataSaver } from '../../lib/data-saver.ts';

interface Props {
  image: ImageView;
  alt: string;
  sizes: string;
  /** Above the fold: load now with high priority (the LCP image). */
  eager?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, alt, sizes, eager = false, className }: Props) {
  const [saveData] = useDataSaver();
  return (
    <img
      src={saveData ? smallestSrc(image) : image.src}
      srcSet={saveData ? undefined : image.srcset}
      sizes={saveData ? undefined : sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
