import { useEffect, useState } from 'react';

export interface ProtectedPhoto {
  id: number;
  url: string;
  name: string;
  width?: number | undefined;
  height?: number | undefined;
}

type Loaded = { status: 'ready'; url: string } | { status: 'error' };

/**
 * Thumbnails of pictures whose bytes need a bearer header (which an <img> cannot send): each is
 * fetched as a blob and shown through an object URL, revoked when the list goes. A thumbnail
 * links to the picture itself, opened in a new tab.
 */
export function ProtectedPhotos({ photos, load, label, failed }: { photos: readonly ProtectedPhoto[]; load: (url: string, signal: AbortSignal) => Promise<Blob>; label: string; failed: (name: string) => string }) {
  const [loaded, setLoaded] = useState<Record<number, Loaded>>({});
  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    for (const photo of photos) {
      load(photo.url, controller.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          urls.push(url);
          if (!controller.signal.aborted) setLoaded((current) => ({ ...current, [photo.id]: { status: 'ready', url } }));
        },
        () => {
          if (!controller.signal.aborted) setLoaded((current) => ({ ...current, [photo.id]: { status: 'error' } }));
        },
      );
    }
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [photos, load]);
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {photos.map((photo) => {
        const state = loaded[photo.id];
        return (
          <li key={photo.id} className="w-20 sm:w-24" data-photo={photo.name}>
            {state?.status === 'ready' ? (
              <a href={state.url} target="_blank" rel="noopener" className="block rounded-box focus-visible:outline-2 focus-visible:outline-primary">
                <img src={state.url} alt={photo.name} width={photo.width} height={photo.height} className="aspect-square w-full rounded-box border border-base-300 object-cover" />
              </a>
            ) : state?.status === 'error' ? (
              <div className="flex aspect-square w-full items-center justify-center rounded-box border border-error/40 p-1 text-center text-xs text-error" role="alert">
                {failed(photo.name)}
              </div>
            ) : (
              <div className="skeleton aspect-square w-full" aria-hidden="true" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
