import { useRef, useState, type KeyboardEvent } from 'react';
import { consumableImageUrl } from '~/islands/consumables/consumables';
import { t } from '~/islands/consumables/messages';

/**
 * The consumable's images: one large, thumbnails under it. The thumbnails are one tab stop;
 * arrow keys, Home and End move between them and show the image.
 */
export function ImageGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[shown] ?? images[0] ?? '';

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = { ArrowRight: shown + 1, ArrowDown: shown + 1, ArrowLeft: shown - 1, ArrowUp: shown - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setShown(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-box border border-base-300 bg-base-200">
        <img src={consumableImageUrl(current)} width={640} height={480} alt={count > 1 ? t('consumables.imageNth', { name, index: shown + 1, count }) : t('consumables.imageAlt', { name })} className="aspect-[4/3] h-auto w-full object-cover" data-testid="gallery-main" />
      </div>
      {count > 1 && (
        <div role="group" aria-label={t('consumables.thumbs', { name })} className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <button
              key={image}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              className={`shrink-0 overflow-hidden rounded-field border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${index === shown ? 'border-primary' : 'border-base-300'}`}
              aria-label={t('consumables.showImage', { index: index + 1 })}
              aria-pressed={index === shown}
              tabIndex={index === shown ? 0 : -1}
              onClick={() => setShown(index)}
              onKeyDown={onKeyDown}
            >
              <img src={consumableImageUrl(image)} width={80} height={60} loading="lazy" alt="" className="h-15 w-20 object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
