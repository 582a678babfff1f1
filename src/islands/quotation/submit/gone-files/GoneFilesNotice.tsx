import { t } from '~/islands/quotation/submit/gone-files/messages';
import type { UploadItem } from '~/lib/drafts/upload-draft';
import { STEP_PATHS } from '~/lib/routes/quotation-steps';
import { FileName } from '~/core/FileName';

/**
 * Step 3's word on the draft's files the server no longer has (deleted in 我的文件, or cleaned
 * up): each is named, with 移除 (the order goes on without it) and 重新上传 (step 2, where its row
 * waits for the file). Quantities, coupon, address and remarks stay as they are.
 */
export function GoneFilesNotice({ items, onRemove }: { items: readonly UploadItem[]; onRemove: (key: string) => void }) {
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-stretch gap-2" data-gone-files>
      <p>{t('quotation.gone.title')}</p>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center justify-between gap-2" data-gone-file>
            <span className="min-w-0 font-medium wrap-anywhere">
              <FileName name={item.name} />
            </span>
            <span className="flex gap-2">
              <button type="button" className="btn btn-sm" onClick={() => onRemove(item.key)} aria-label={t('quotation.gone.removeOf', { name: item.name })}>
                {t('quotation.gone.remove')}
              </button>
              <a className="btn btn-sm btn-primary" href={STEP_PATHS[2]} aria-label={t('quotation.gone.reuploadOf', { name: item.name })}>
                {t('quotation.gone.reupload')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
