import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DesignPackage } from '../../wire/design-packages.ts';
import { designCases } from './cases.ts';
import { industries } from './industries.ts';
import { aboutIntro, valuesSection } from './about.ts';
import { designMeta } from './meta.ts';
import { cheapestPackage, designPackages, fastestDeliveryDays } from './packages.ts';
import { designCta, designFaq, designHero, howSection } from './services.ts';
import { solutionsSection } from './solutions.ts';

describe('design-service content', () => {
  it('has packages in the wire shape, with unique ids, cheapest first and one recommended', () => {
    for (const pack of designPackages) expect(DesignPackage.parse(pack)).toEqual(pack);
    expect(new Set(designPackages.map((pack) => pack.id)).size).toBe(designPackages.length);
    const prices = designPackages.map((pack) => pack.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(designPackages.filter((pack) => pack.recommended)).toHaveLength(1);
  });

  it('recommends only packages that exist, for every industry of the filter', () => {
    const ids = new Set(designPackages.map((pack) => pack.id));
    for (const item of solutionsSection.items) expect(ids.has(item.packageId), item.heading).toBe(true);
    expect(solutionsSection.items.map((item) => item.industry).sort()).toEqual(industries.map((industry) => industry.id).sort());
  });

  it('names packages that exist in the cases, and has a case for every industry the filter offers', () => {
    const names = new Set(designPackages.map((pack) => pack.name));
    for (const study of designCases) expect(names.has(study.packageName), study.title).toBe(true);
    expect(new Set(designCases.map((study) => study.id)).size).toBe(designCases.length);
    for (const industry of industries) expect(designCases.some((study) => study.industry === industry.id), industry.name).toBe(true);
  });

  it('has a rule of the script-free case filter for every industry', () => {
    const gallery = readFileSync(new URL('../../components/design-service/CaseGallery.astro', import.meta.url), 'utf8');
    for (const { id } of industries) {
      expect(gallery, id).toContain(`.case-gallery:has(input[value='${id}']:checked) .case-card:not([data-industry='${id}'])`);
    }
  });

  it('promises only what the shop does: an NDA through the design advisers (there is no such form in 个人中心), no ratings, no reminders', () => {
    const nda = designFaq.items.find((item) => item.question.includes('保密协议'));
    expect(nda?.answer).not.toContain('个人中心');
    expect(nda?.answer).toContain('联系设计顾问');
    const copy = JSON.stringify([designFaq, howSection, aboutIntro, valuesSection]);
    for (const missing of ['评分', '评价', '提醒', '升级到更高的套餐']) expect(copy, missing).not.toContain(missing);
  });

  it('quotes the packages\' own price and delivery days wherever it names them', () => {
    expect(cheapestPackage).toMatchObject({ name: '基础建模', price: 39900 });
    expect(designCta.text).toContain(`基础建模 ¥399 起，最快 ${fastestDeliveryDays} 个工作日交付`);
    expect(designHero.figures).toContainEqual({ value: `${fastestDeliveryDays} 天`, label: '建模最快交付' });
    expect(designMeta['/mydesign/solution'].description).toContain('基础建模 ¥399 起');
    expect(designMeta['/mydesign/home'].description).toContain(`最快 ${fastestDeliveryDays} 个工作日交付`);
  });
});
