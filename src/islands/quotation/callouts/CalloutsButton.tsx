import { t } from '~/components/callouts/callout-notes';

/**
 * 图纸与加工要求 of a part whose draft holds no drawing or call-outs, drawn with the estimate as
 * EstimateCallouts draws it: pressed, it has the estimate load EstimateCallouts (`onOpen`), which
 * opens the dialog. A part without call-outs costs the first view this button, not the call-outs' part.
 */
export function CalloutsButton({ name, onOpen }: { name: string; onOpen?: (() => void) | undefined }) {
  const label = t('callouts.open');
  return (
    <button type="button" className="btn btn-outline btn-xs mt-1 self-start" aria-label={`${label}：${name}`} onClick={onOpen} data-callouts-open>
      {label}
    </button>
  );
}
