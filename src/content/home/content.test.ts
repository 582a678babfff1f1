import { describe, expect, it } from 'vitest';
import { faqSection } from './faq.ts';
import { leadDaysOf, partnerFactories } from './factories.ts';
import { hero } from './hero.ts';
import { homeMeta } from './meta.ts';
import { processes } from './processes.ts';

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
});
