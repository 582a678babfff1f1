import { useId } from 'react';
import type { PrintabilitySeverity } from '~/lib/geometry/dfm/types';
import type { PrintabilityView } from '~/components/uploader/printability/printability-text';

const severityBadge: Record<PrintabilitySeverity, string> = { cannotMake: 'badge-error', mayFail: 'badge-warning', ok: 'badge-success' };

/** The part's findings, named with the part (`nameId`): two parts' findings are two regions a screen reader can tell apart. */
export function PrintabilityFindings({ view, nameId }: { view: PrintabilityView; nameId: string }) {
  const headingId = useId();
  return (
    <section className="flex flex-col gap-1 text-sm" aria-labelledby={`${headingId} ${nameId}`} data-printability={view.verdict}>
      <p className="flex flex-wrap items-center gap-2">
        <span id={headingId} className="font-medium">
          {view.title}
        </span>
        <span className={`badge badge-sm ${severityBadge[view.verdict]}`} data-printability-verdict>
          {view.verdictLabel}
        </span>
      </p>
      {view.lines.length === 0 ? (
        <p className="text-base-content/70">{view.allClear}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {view.lines.map((line) => (
            <li key={line.text} className="flex items-start gap-2" data-printability-finding={line.severity}>
              <span className={`badge badge-sm badge-soft ${severityBadge[line.severity]} shrink-0 whitespace-nowrap`}>{line.label}</span>
              <span>{line.text}</span>
            </li>
          ))}
        </ul>
      )}
      {view.regionNote && <p className="text-xs text-base-content/70">{view.regionNote}</p>}
    </section>
  );
}

