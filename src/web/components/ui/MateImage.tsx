/**
 * The server stores every mate photo as two WebP renditions, at most 1200 and 400 px wide
 * (src/server/storage: IMAGE_SIZES); the API names them imageUrl and thumbnailUrl.
 */
const LARGE_WIDTH = 1200;
const SMALL_WIDTH = 400;

/**
 * A mate's photo in a 4:3 box: width and height reserve its place before it loads, the browser picks
 * the rendition that fits `sizes`. Below the fold it loads lazily; `priority` is for the page's first
 * (largest) image, fetched at once and first.
 */
export function MateImage({
  imageUrl,
  thumbnailUrl,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  imageUrl: string | null;
  thumbnailUrl: string | null;
  alt: string;
  /** How wide the image shows, as for the `sizes` attribute. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const src = imageUrl ?? thumbnailUrl;
  if (!src) return null;
  const srcSet =
    imageUrl && thumbnailUrl ? `${thumbnailUrl} ${SMALL_WIDTH}w, ${imageUrl} ${LARGE_WIDTH}w` : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={LARGE_WIDTH}
      height={(LARGE_WIDTH * 3) / 4}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={`aspect-[4/3] object-cover ${className}`}
    />
  );
}
