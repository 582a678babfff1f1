import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** The quotation stepper and the reasons a step cannot be opened yet or a chosen material is gone (every quotation page shows them). */
export const quotationStepMessages = {
  'quotation.steps': '报价步骤',
  'quotation.step.1': '选择材料工艺',
  'quotation.step.2': '上传设计图纸',
  'quotation.step.3': '提交订单',
  'quotation.step.current': '（当前步骤）',
  'quotation.step.done': '（已完成）',
  'quotation.guard.noMaterial': '请先选择材料与工艺',
  'quotation.guard.noFiles': '请先上传至少一个设计图纸',
  'quotation.guard.pending': '还有图纸在等待或正在上传，请上传完成后再提交订单',
  'quotation.guard.failed': '有图纸上传失败，请重试或移除后再提交订单',
  'quotation.material.unavailable': '之前选择的材料当前工厂不提供，请重新选择',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...quotationStepMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
