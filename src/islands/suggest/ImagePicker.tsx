import { useRef } from 'react';
import { t } from '~/islands/suggest/messages';
import { formatBytes } from '~/lib/format/bytes';
import { SUGGESTION_LIMITS } from '~/lib/forms/suggestion-rules';

/** A picked image: the file itself (kept in memory only) and the object URL of its thumbnail. */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

export interface ImagePickerProps {
  id: string;
  images: readonly PickedImage[];
  /** Why files were not added, one line each. */
  refusals: readonly string[];
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Up to three thumbnails with a remove button each, the 添加图片 button, and the refused files' reasons. */
export function ImagePicker({ id, images, refusals, disabled, onPick, onRemove }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= SUGGESTION_LIMITS.maxImages;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 font-medium">{t('suggest.form.images')}</legend>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {t('suggest.form.imagesHint', {
          max: SUGGESTION_LIMITS.maxImages,
          mb: SUGGESTION_LIMITS.maxImageBytes / 1024 / 1024,
        })}
      </p>
      <ul className="flex flex-wrap gap-3" aria-label={t('suggest.form.images')}>
        {images.map((image) => (
          <li key={image.id} className="relative w-24 sm:w-28" data-image={image.file.name}>
            <img src={image.url} alt={image.file.name} className="aspect-square w-full rounded-box border border-base-300 object-cover" />
            <p className="mt-1 truncate text-xs" title={image.file.name}>
              {image.file.name}
            </p>
            <p className="text-xs text-base-content/65 tabular-nums">{formatBytes(image.file.size)}</p>
            <button
              type="button"
              className="btn btn-circle btn-xs absolute -top-2 -right-2 border-base-300 bg-base-100 shadow"
              aria-label={t('suggest.form.remove', { name: image.file.name })}
              onClick={() => onRemove(image.id)}
              disabled={disabled}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
        {!full && (
          <li className="w-24 sm:w-28">
            <button
              type="button"
              className="btn aspect-square h-auto w-full flex-col gap-1 border-2 border-dashed border-base-300 bg-base-100 font-normal text-base-content/75"
              onClick={() => input.current?.click()}
              disabled={disabled}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              <span className="text-sm">{t('suggest.form.pick')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        className="hidden"
        aria-label={t('suggest.form.pick')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be picked again after it was removed.
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      {refusals.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-error" data-testid="image-refusals">
          {refusals.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
