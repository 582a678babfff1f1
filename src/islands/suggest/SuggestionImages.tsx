import { useEffect, useState } from 'react';
import { fetchSuggestionImage } from '~/islands/suggest/suggestions';
import type { SuggestionImage } from '~/wire/suggestions';
import { t } from '~/islands/suggest/messages';
import { useModalOnMount } from '~/components/ui/DetailDialog';

type Loaded = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * The images of a suggestion. Their bytes need the bearer header, which an <img> cannot send,
 * so each is fetched as a blob and shown through an object URL, revoked when the page goes.
 * A thumbnail opens the picture large in a modal dialog (Esc or 关闭 closes it, focus returns).
 */
export function SuggestionImages({ images }: { images: readonly SuggestionImage[] }) {
  const [loaded, setLoaded] = useState<Record<number, Loaded>>({});
  const [open, setOpen] = useState<SuggestionImage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    for (const image of images) {
      fetchSuggestionImage(image.url, controller.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          urls.push(url);
          if (!controller.signal.aborted)
            setLoaded((current) => ({
              ...current,
              [image.id]: { status: 'ready', url },
            }));
        },
        () => {
          if (!controller.signal.aborted)
            setLoaded((current) => ({
              ...current,
              [image.id]: { status: 'error' },
            }));
        },
      );
    }
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [images]);

  const openUrl = open === null ? null : loaded[open.id];
  return (
    <>
      <ul className="flex flex-wrap gap-3" aria-label={t('suggest.detail.images')}>
        {images.map((image) => {
          const state = loaded[image.id] ?? { status: 'loading' };
          return (
            <li key={image.id} className="w-28 sm:w-36" data-image={image.name}>
              {state.status === 'ready' ? (
                <button
                  type="button"
                  className="block w-full cursor-zoom-in rounded-box focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                  onClick={() => setOpen(image)}
                  aria-label={t('suggest.detail.enlarge', { name: image.name })}
                >
                  <img
                    src={state.url}
                    alt={image.name}
                    width={image.width}
                    height={image.height}
                    className="aspect-square w-full rounded-box border border-base-300 object-cover"
                  />
                </button>
              ) : state.status === 'loading' ? (
                <div
                  className="skeleton aspect-square w-full"
                  role="status"
                  aria-label={t('suggest.detail.imageLoading', {
                    name: image.name,
                  })}
                />
              ) : (
                <div className="flex aspect-square w-full items-center justify-center rounded-box border border-error/40 p-2 text-center text-xs text-error" role="alert">
                  {t('suggest.detail.imageFailed', { name: image.name })}
                </div>
              )}
              <p className="mt-1 truncate text-xs text-base-content/70" title={image.name}>
                {image.name}
              </p>
            </li>
          );
        })}
      </ul>
      {open !== null && openUrl?.status === 'ready' && <ImageDialog name={open.name} url={openUrl.url} onClose={() => setOpen(null)} />}
    </>
  );
}

function ImageDialog({ name, url, onClose }: { name: string; url: string; onClose: () => void }) {
  const ref = useModalOnMount();
  return (
    <dialog ref={ref} className="modal" aria-label={name} onClose={onClose}>
      <div className="modal-box flex max-w-4xl flex-col gap-3 p-3 sm:p-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="truncate font-medium">{name}</h2>
          <button type="button" className="btn btn-sm" onClick={onClose} autoFocus>
            {t('suggest.detail.close')}
          </button>
        </div>
        <img src={url} alt={name} className="max-h-[75vh] w-full rounded-box object-contain" />
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {t('suggest.detail.close')}
        </button>
      </form>
    </dialog>
  );
}
