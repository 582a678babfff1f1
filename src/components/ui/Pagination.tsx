import { t } from '~/core/messages';

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** 上一页 / 第 x / y 页 / 下一页, hidden when everything fits on one page. */
export function Pagination({ page, size, total, onChange, disabled = false }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-2 py-4">
      <button type="button" className="btn btn-sm" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span className="text-sm tabular-nums" aria-current="page">
        {t('pagination.status', { page, pages, total })}
      </span>
      <button type="button" className="btn btn-sm" disabled={disabled || page >= pages} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
