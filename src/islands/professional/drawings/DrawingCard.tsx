import { useId } from 'react';
import type { Drawing, DrawingUploadResult, DrawingVersion } from '~/wire/professional-orders';
import { t } from '~/islands/professional/messages';
import { DrawingUpload } from './DrawingUpload';
import { VersionRow } from './VersionRow';
import { FileName } from '~/core/FileName';

export interface DrawingCardProps {
  orderNo: string;
  drawing: Drawing;
  drawingCount: number;
  /** Whether the order still takes new versions (待报价). */
  editable: boolean;
  onPreview: (version: DrawingVersion) => (() => void) | null;
  onUploaded: (result: DrawingUploadResult) => void;
}

/** One drawing of the order: its name, every version newest first, and 上传新版本 while allowed. */
export function DrawingCard({ orderNo, drawing, drawingCount, editable, onPreview, onUploaded }: DrawingCardProps) {
  const titleId = useId();
  return (
    <li className="rounded-box border border-base-300 p-4" aria-labelledby={titleId} data-drawing-id={drawing.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold wrap-anywhere">
          <FileName name={drawing.name} />
        </h3>
      </div>
      <ol className="divide-y divide-base-300" aria-label={t('professional.drawings.versionsOf', { name: drawing.name })}>
        {drawing.versions.map((version, index) => (
          <VersionRow key={version.id} version={version} latest={index === 0} onPreview={onPreview(version)} />
        ))}
      </ol>
      {editable && (
        <div className="border-t border-base-300 pt-3">
          <DrawingUpload
            target={{ orderNo, drawingId: drawing.id, drawingCount }}
            label={t('professional.drawings.revise')}
            accessibleLabel={t('professional.drawings.reviseOf', { name: drawing.name })}
            onUploaded={onUploaded}
          />
        </div>
      )}
    </li>
  );
}
