import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DesignPackage } from '../../api/design-schema.ts';
import { designCases } from './cases.ts';
import { industries } from './industries.ts';
import { designPackages } from './packages.ts';
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
    const gallery = readFileSync(new URL('../../components/design/CaseGallery.astro', import.meta.url), 'utf8');
    for (const { id } of industries) {
      expect(gallery, id).toContain(`.case-gallery:has(input[value='${id}']:checked) .case-card:not([data-industry='${id}'])`);
    }
  });
});
