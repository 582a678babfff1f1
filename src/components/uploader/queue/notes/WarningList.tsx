import { t } from './messages';
import { meshWarningTexts } from '~/components/uploader/queue/notes/mesh-warning-text';

/** A file's measurement warnings, each once, in words (loaded only for a file that has some). */
export function WarningList({ name, codes }: { name: string; codes: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-warning-content" aria-label={t('upload.warningsOf', { name })}>
      {meshWarningTexts(codes).map((text) => (
        <li key={text} className="rounded bg-warning/15 px-2 py-1">
          ⚠ {text}
        </li>
      ))}
    </ul>
  );
}
