/**
 * A consumable's cover image, or a drawing glyph for a customised item (no picture). Only
 * same-site paths are shown: the images are the API's own.
 */
export function ItemImage({ src, size = 'md' }: { src: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-12' : 'size-14 sm:size-16';
  if (src?.startsWith('/') && !src.startsWith('//')) {
    return <img src={src} alt="" loading="lazy" className={`${box} shrink-0 rounded-box border border-base-300 bg-base-200 object-cover`} />;
  }
  return (
    <span className={`${box} inline-flex shrink-0 items-center justify-center rounded-box bg-base-200 text-base-content/60`} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7z" />
        <path d="M3.5 7 12 11.5 20.5 7M12 11.5v10" />
      </svg>
    </span>
  );
}
