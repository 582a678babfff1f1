import { lazy, Suspense, useState } from 'react';
import { t } from '~/components/callouts/messages';
import { readDraftCallouts } from '~/lib/drafts/callout-draft';

// The dialog loads when the customer first opens it; what a part's drawing and call-outs say, once it has any.
const CalloutsDialog = lazy(() => import('./CalloutsDialog'));
const LineConfirmationNote = lazy(async () => ({ default: (await import('~/components/callouts/LineConfirmationNote')).LineConfirmationNote }));

/**
 * A part's drawing and call-outs on step 2, under its estimate: 需工程师确认 with what it means
 * and what the draft holds (when it holds any), and the button that opens 图纸与加工要求.
 * Loaded beside the estimate, not with it: the estimate's list of what it needs stays short.
 */
export default function EstimateCallouts({ fileId, name, lineCallouts }: { fileId: number; name: string; lineCallouts: Readonly<Record<string, unknown>> | undefined }) {
  const [editing, setEditing] = useState(false);
  const callouts = readDraftCallouts(lineCallouts?.[String(fileId)]);
  const label = t(callouts ? 'callouts.edit' : 'callouts.open');
  return (
    <>
      {callouts && (
        <Suspense fallback={null}>
          <LineConfirmationNote drawing={callouts.drawing} callouts={callouts.callouts} />
        </Suspense>
      )}
      <button type="button" className="btn btn-outline btn-xs mt-1 self-start" aria-label={`${label}：${name}`} onClick={() => setEditing(true)} data-callouts-open>
        {label}
      </button>
      {editing && (
        <Suspense fallback={null}>
          <CalloutsDialog fileId={fileId} partName={name} current={callouts} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
