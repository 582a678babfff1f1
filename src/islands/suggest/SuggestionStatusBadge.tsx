import type { SuggestionStatus } from '~/wire/suggestions';

const tone: Record<SuggestionStatus, string> = {
  待处理: 'badge-warning',
  处理中: 'badge-info',
  已回复: 'badge-success',
};

/** A suggestion's status as a badge; the colour only repeats what the word says. */
export function SuggestionStatusBadge({ status }: { status: SuggestionStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${tone[status]}`} data-status={status}>
      {status}
    </span>
  );
}
