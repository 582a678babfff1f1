import { useEffect, useId, useRef, useState } from 'react';
import { t } from '~/components/preview/messages';
import type { MeshFormat } from '~/lib/geometry/types';
import type { Viewer } from './viewer';
import { canUseWebGl } from './webgl';
import { FileName } from '~/core/FileName';
import { trapDialogFocus } from '~/components/ui/trap-dialog-focus';

/** A mesh file to preview: its name and format, and how to get its bytes (picked file or download). */
export interface PreviewSource {
  /** Identifies the file; a new id starts a new viewer. */
  id: string;
  name: string;
  format: MeshFormat;
  load: (signal: AbortSignal) => Promise<ArrayBuffer>;
  /** Triangles to colour (thin walls and the like), by their index in the file; null or absent: none. */
  highlight?: Uint32Array | null;
  /** More groups of triangles to colour, each said in the legend under the view (a machined part's set-ups). */
  regions?: readonly PreviewRegion[];
  /** The legend's heading. */
  regionsTitle?: string;
}

/** Triangles (by their index in the file) coloured alike, and what the colour means. */
export interface PreviewRegion {
  triangles: Uint32Array;
  colour: string;
  label: string;
}

type Phase = { kind: 'loading' } | { kind: 'ready' } | { kind: 'noWebGl' } | { kind: 'failed'; message: string };

const STEP_ANGLE = Math.PI / 12;
const ZOOM_STEP = 0.8;

/**
 * A modal 3D preview of one mesh file. three.js and the viewer load only when it opens, so the
 * pages that offer a preview pay for it only when a customer asks. Escape or 关闭预览 closes it.
 */
export function PreviewDialog({ source, onClose }: { source: PreviewSource | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (source && !element.open) {
      element.showModal();
      trapDialogFocus();
    }
    if (!source && element.open) element.close();
  }, [source]);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box flex w-11/12 max-w-4xl flex-col gap-3 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          {/* A long file name wraps after its separators (FileName); 3D 预览 stays whole. */}
          <h2 id={titleId} className="min-w-0 text-lg font-semibold wrap-anywhere">
            {source && (
              <>
                <FileName name={source.name} /> <span className="whitespace-nowrap">{t('preview.titleSuffix')}</span>
              </>
            )}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm shrink-0" onClick={() => dialog.current?.close()}>
            {t('preview.close')}
          </button>
        </div>
        {source && <PreviewBody key={source.id} source={source} />}
      </div>
    </dialog>
  );
}

function PreviewBody({ source }: { source: PreviewSource }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  // The body is keyed by the source's id: one file per mount, whatever the parent re-renders.
  const file = useRef(source);
  const [supported] = useState(canUseWebGl);
  const [phase, setPhase] = useState<Phase>(supported ? { kind: 'loading' } : { kind: 'noWebGl' });
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    if (!supported) return;
    const { load, format, highlight, regions } = file.current;
    const controller = new AbortController();
    let created: Viewer | null = null;
    Promise.all([import('./viewer'), load(controller.signal)]).then(
      ([{ createViewer }, buffer]) => {
        const element = canvas.current;
        if (controller.signal.aborted || !element) return;
        try {
          created = createViewer(element, buffer, format, setZoom, highlight ?? null, regions ?? []);
          setViewer(created);
          setPhase({ kind: 'ready' });
        } catch {
          setPhase({ kind: 'failed', message: t('preview.unreadable') });
        }
      },
      () => {
        // A failed download was already shown by the notifier; here it only needs saying where it happened.
        if (!controller.signal.aborted) setPhase({ kind: 'failed', message: t('preview.loadFailed') });
      },
    );
    return () => {
      controller.abort();
      created?.dispose();
    };
  }, [supported]);

  const ready = phase.kind === 'ready';
  const act = (action: (current: Viewer) => void) => () => {
    if (viewer) action(viewer);
  };

  return (
    <>
      <div className="relative h-[55vh] min-h-64 overflow-hidden rounded-box bg-base-200">
        <canvas
          ref={canvas}
          className={`block h-full w-full ${ready ? 'cursor-grab' : 'invisible'}`}
          role="img"
          aria-label={t('preview.canvas', { name: source.name })}
        />
        {phase.kind !== 'ready' && (
          <div className="absolute inset-0 flex items-center justify-center p-6 text-center" role={phase.kind === 'loading' ? 'status' : 'alert'}>
            {phase.kind === 'loading' ? (
              <span className="flex items-center gap-2 text-base-content/70">
                <span className="loading loading-spinner loading-md" aria-hidden="true" />
                {t('preview.loading')}
              </span>
            ) : (
              <p className="max-w-sm text-base-content/80">{phase.kind === 'noWebGl' ? t('preview.noWebGl') : phase.message}</p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('preview.controls')}>
        <button type="button" className="btn btn-sm" disabled={!ready} onClick={act((v) => v.rotate(-STEP_ANGLE, 0))}>
          {t('preview.rotateLeft')}
        </button>
        <button type="button" className="btn btn-sm" disabled={!ready} onClick={act((v) => v.rotate(STEP_ANGLE, 0))}>
          {t('preview.rotateRight')}
        </button>
        <button type="button" className="btn btn-sm" disabled={!ready} onClick={act((v) => v.rotate(0, STEP_ANGLE))}>
          {t('preview.rotateUp')}
        </button>
        <button type="button" className="btn btn-sm" disabled={!ready} onClick={act((v) => v.rotate(0, -STEP_ANGLE))}>
          {t('preview.rotateDown')}
        </button>
        <button type="button" className="btn btn-sm" disabled={!ready} onClick={act((v) => v.zoom(ZOOM_STEP))}>
          {t('preview.zoomIn')}
        </button>
        <button type="button" className="btn btn-sm" disabled={!ready} onClick={act((v) => v.zoom(1 / ZOOM_STEP))}>
          {t('preview.zoomOut')}
        </button>
        <button type="button" className="btn btn-sm btn-primary" disabled={!ready} onClick={act((v) => v.fit())}>
          {t('preview.fit')}
        </button>
        {ready && (
          <span className="ms-auto text-sm text-base-content/70 tabular-nums" data-zoom>
            {t('preview.zoomLevel', { percent: Math.round(zoom * 100) })}
          </span>
        )}
      </div>
      {source.regions && source.regions.length > 0 && (
        <section className="flex flex-col gap-1 text-sm" aria-label={source.regionsTitle} data-preview-legend>
          {source.regionsTitle && <h3 className="font-medium">{source.regionsTitle}</h3>}
          <ul className="flex flex-col gap-1">
            {source.regions.map((region) => (
              <li key={region.label} className="flex items-start gap-2" data-region>
                <span className="mt-1 size-3 shrink-0 rounded-sm border border-base-content/20" style={{ backgroundColor: region.colour }} aria-hidden="true" />
                <span>{region.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-sm text-base-content/70">{t('preview.hint')}</p>
    </>
  );
}
