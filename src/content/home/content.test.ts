import { describe, expect, it } from 'vitest';
import { faqSection } from './faq.ts';
import { leadDaysOf, partnerFactories } from './factories.ts';
import { hero } from './hero.ts';
import { homeMeta } from './meta.ts';
import { processes } from './processes.ts';
import { stepsSection } from './steps.ts';
import { DRAWING_EXTENSIONS, drawingFormatOf } from '../../lib/files/quotation-rules.ts';
import { DRAWING_FORMAT_NAMES, INSTANT_QUOTE_FORMATS, MANUAL_QUOTE_FORMATS, hasMeshPreview } from '../../lib/files/file-formats.ts';
import { volumeOf } from '../../lib/pricing/estimate-volume.ts';
import type { UploadItem } from '../../lib/drafts/upload-draft.ts';

/** A file just picked, as step 2 holds it before anything is measured. */
const picked = (format: UploadItem['format']): UploadItem => ({ key: 'k', name: `part.${format}`, size: 1, format, status: 'ready', progress: 0, fileId: null, localGeometry: null, warnings: [], error: null, needsRepick: false });
/** The clauses of a text (split at its Chinese punctuation). */
const clauses = (text: string): string[] => text.split(/[；。，：]/);

describe('platform home content', () => {
  it('has one list of factories, each offering known processes, with lead days from those processes', () => {
    expect(new Set(partnerFactories.map((factory) => factory.id)).size).toBe(partnerFactories.length);
    const codes = new Set(processes.map((process) => process.code));
    for (const factory of partnerFactories) {
      expect(factory.processes.every((code) => codes.has(code)), factory.name).toBe(true);
      const offered = processes.filter((process) => factory.processes.includes(process.code));
      expect(leadDaysOf(factory)).toEqual({ min: Math.min(...offered.map((p) => p.leadDays.min)), max: Math.max(...offered.map((p) => p.leadDays.max)) });
    }
  });

  it('counts and names the factories the list holds', () => {
    expect(hero.figures).toContainEqual({ value: String(partnerFactories.length), unit: '家', label: '合作工厂' });
    for (const factory of partnerFactories) expect(homeMeta.description).toContain(factory.city);
  });

  it('explains the price as the pricing makes it: volume × rate, a minimum per part, quantity, then member discount, coupon and shipping', () => {
    const answer = faqSection.items.find((item) => item.question.includes('价格'))?.answer ?? '';
    for (const part of ['体积', '单价', '起步价', '数量', '会员折扣', '优惠券', '运费']) expect(answer, part).toContain(part);
  });

  it('sorts every drawing format the uploader accepts into measured at once or quoted by hand, as the estimate treats them', () => {
    const accepted = new Set(Object.values(DRAWING_EXTENSIONS));
    expect(new Set([...INSTANT_QUOTE_FORMATS, ...MANUAL_QUOTE_FORMATS])).toEqual(accepted);
    // Measured at once (the estimate waits for the measurement), with a 3D preview once measured.
    for (const format of INSTANT_QUOTE_FORMATS) {
      expect(volumeOf(picked(format), []), format).toEqual({ kind: 'measuring' });
      expect(hasMeshPreview(format, true), format).toBe(true);
    }
    for (const format of MANUAL_QUOTE_FORMATS) expect(volumeOf(picked(format), []), format).toEqual({ kind: 'manual' });
  });

  it('says the formats as the shop quotes them: every measured one as measured at once, none of them in a clause of 人工报价', () => {
    const faq = faqSection.items.find((item) => item.question.includes('文件格式'))?.answer ?? '';
    const step = stepsSection.steps.find((item) => item.icon === 'upload')?.text ?? '';
    for (const text of [hero.lead, faq, homeMeta.description]) {
      for (const format of INSTANT_QUOTE_FORMATS) expect(text, format).toContain(DRAWING_FORMAT_NAMES[format]);
      for (const format of MANUAL_QUOTE_FORMATS) expect(text, format).toContain(DRAWING_FORMAT_NAMES[format]);
      for (const clause of clauses(text).filter((part) => part.includes('人工'))) {
        for (const format of INSTANT_QUOTE_FORMATS) expect(clause, `${DRAWING_FORMAT_NAMES[format]} in 「${clause}」`).not.toContain(DRAWING_FORMAT_NAMES[format]);
      }
    }
    for (const format of INSTANT_QUOTE_FORMATS) expect(step, format).toContain(DRAWING_FORMAT_NAMES[format]);
  });

  it('shows a file an engineer quotes by hand in the example card: one of a format nothing measures', () => {
    const format = drawingFormatOf(hero.sample.manualFileName);
    expect(MANUAL_QUOTE_FORMATS as readonly (string | null)[]).toContain(format);
  });
});

