import { useStore } from '@nanostores/react';
import { t } from '~/islands/quotation/messages';
import { QUOTATION_STEPS, STEP_PATHS, stepBlocker, type QuotationStep } from '~/lib/routes/quotation-steps';
import { $quotation } from '~/stores/quotation';
import { useStepGate } from './step-gate';

export interface QuotationStepperProps {
  current: QuotationStep;
}

/**
 * 选择材料工艺 → 上传设计图纸 → 提交订单. A step is a link while the draft has what it needs
 * (step 2: a material; step 3: an uploaded file and none waiting, uploading or failed), plain text
 * otherwise. Rendering it also guards the page: opened without its prerequisites, the page sends
 * the customer back to the first step that lacks one (see step-gate.ts).
 */
export function QuotationStepper({ current }: QuotationStepperProps) {
  useStepGate(current);
  const draft = useStore($quotation);
  return (
    <nav aria-label={t('quotation.steps')} className="w-full">
      <ol className="steps w-full" data-testid="quotation-stepper">
        {QUOTATION_STEPS.map((step) => {
          const isCurrent = step === current;
          const reachable = stepBlocker(draft, step) === null;
          const label = t(`quotation.step.${step}`);
          return (
            <li key={step} className={`step text-sm sm:text-base ${step <= current ? 'step-primary' : ''}`} data-content={step}>
              {isCurrent ? (
                <span aria-current="step" className="font-semibold">
                  {label}
                </span>
              ) : reachable ? (
                <a href={STEP_PATHS[step]} className="link link-hover text-primary">
                  {label}
                </a>
              ) : (
                <span className="text-base-content/70">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
