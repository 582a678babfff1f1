import { t, type CadMessageKey } from './messages';
import { meshWarningText } from '~/components/uploader/queue/notes/mesh-warning-text';
import type { UploadItem } from '~/lib/drafts/upload-draft';
import { isBroken } from '~/lib/files/measure-codes';

/** Codes worded here rather than in the page's own texts: they only ever come with a CAD file. */
const CAD_WARNINGS: Readonly<Record<string, CadMessageKey>> = {
  surfaceOnly: 'upload.warning.surfaceOnly',
  truncated: 'upload.warning.truncated',
  unsupportedSchema: 'upload.warning.unsupportedSchema',
  tooComplex: 'upload.warning.tooComplex',
  parseTimeout: 'upload.warning.parseTimeout',
  surfacesIgnored: 'upload.warning.surfacesIgnored',
};

export interface CadStatusProps {
  item: UploadItem;
  /** The row shows measured figures for the file. */
  measured: boolean;
  /** Nothing is known of its volume yet. */
  measuring: boolean;
  /** Its warning codes (the server's once it has answered). */
  warnings: readonly string[];
}

/**
 * What a STEP or IGES file's row says beyond a mesh's: what the worker is doing (loading the
 * parser, with its download, then parsing and measuring), that it was measured and in which
 * unit the file is drawn, and why it cannot be measured. Loaded with the first CAD file, so a
 * page where none is picked ships none of it.
 */
export function CadStatus({ item, measured, measuring, warnings }: CadStatusProps) {
  const stage = item.cadStage;
  const unit = item.sourceUnit;
  return (
    <>
      {measuring && (
        <div className="flex flex-col gap-1 text-sm text-base-content/70" role="status" data-cad-stage={stage?.stage ?? 'measuring'}>
          <p className="flex items-center gap-2">
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            {stage?.stage === 'loadingParser'
              ? t('cad.loadingParser', { percent: stage.percent })
              : stage?.stage === 'parsing'
                ? t('cad.parsing', { format: item.format === 'iges' ? 'IGES' : 'STEP' })
                : t('cad.measuring')}
          </p>
          {stage?.stage === 'loadingParser' && (
            <progress className="progress progress-info h-1.5 w-full" value={stage.percent} max={100} aria-label={t('cad.loadingParserOf', { name: item.name })} />
          )}
        </div>
      )}
      {measured && (
        <p className="flex flex-wrap items-center gap-2 text-xs text-base-content/70" data-cad-measured>
          <span className="badge badge-success badge-sm">{t('cad.measured')}</span>
          {unit ? t(unit === 'mm' ? 'cad.unit' : 'cad.converted', { unit: t(`cad.unit.${unit}`) }) : t('cad.unitOwn')}
        </p>
      )}
      {/* A broken file is not quoted by hand: nobody can read it, so the row says only to export it again. */}
      {isBroken(warnings) && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-broken>
          <span className="badge badge-error">{t('cad.broken')}</span>
          <span className="text-base-content/70">{t('cad.brokenHint')}</span>
        </p>
      )}
      {warnings.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-warning-content" data-cad-warnings>
          {[...new Set(warnings)].map((code) => {
            const key = CAD_WARNINGS[code];
            const text = key ? t(key) : meshWarningText(code);
            return (
              <li key={code} className="rounded bg-warning/15 px-2 py-1" data-warning={code}>
                ⚠ {text}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
