import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { t } from '~/components/callouts/messages';
import { readDraftCallouts } from '~/lib/drafts/callout-draft';

// The dialog loads when the customer first opens it; what a part's drawing and call-outs say, once it has any.
const CalloutsDialog = lazy(() => import('./CalloutsDialog'));
const LineConfirmationNote = lazy(async () => ({ default: (await import('~/components/callouts/LineConfirmationNote')).LineConfirmationNote }));

/**
 * A part's drawing and call-outs on step 2, under its estimate: 需工程师确认 with what it means
 * and what the draft holds (when it holds any), and the button that opens 图纸与加工要求.
 * Loaded only for a part whose draft holds a drawing or call-outs, or once the customer presses
 * the button the estimate draws for any other part (CalloutsButton).
 */
export default function EstimateCallouts(props: { fileId: number; name: string; lineCallouts: Readonly<Record<string, unknown>> | undefined; opened?: boolean }) {
  const { fileId, name, lineCallouts, opened = false } = props;
  // Opened at once when the customer pressed the button the estimate drew in its place (CalloutsButton).
  const [editing, setEditing] = useState(opened);
  const button = useRef<HTMLButtonElement>(null);
  // That button is gone: this one takes the focus before the dialog opens, so closing it returns here.
  useLayoutEffect(() => {
    if (opened) button.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only as it is first drawn
  }, []);
  const callouts = readDraftCallouts(lineCallouts?.[String(fileId)]);
  const label = t(callouts ? 'callouts.edit' : 'callouts.open');
  return (
    <>
      {callouts && (
        <Suspense fallback={null}>
          <LineConfirmationNote drawing={callouts.drawing} callouts={callouts.callouts} />
        </Suspense>
      )}
      <button ref={button} type="button" className="btn btn-outline btn-xs mt-1 self-start" aria-label={`${label}：${name}`} onClick={() => setEditing(true)} data-callouts-open>
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
