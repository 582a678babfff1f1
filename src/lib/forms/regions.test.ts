import { describe, expect, it } from 'vitest';
import data from '../../content/regions/pca-code.json' with { type: 'json' };
import { citiesOf, districtCodeOf, districtsOf, PLACEHOLDER_CITIES, regionCounts, regionText, type RegionNode } from './regions.ts';

const tree: readonly RegionNode[] = data;

describe('the region data', () => {
  it('holds the 2023 divisions its README states: 31 provinces, 342 cities, 3,056 districts', () => {
    expect(regionCounts(tree)).toEqual({ provinces: 31, cities: 342, districts: 3056 });
  });

  it('names every district once within its city, so a triple of names finds one code', () => {
    for (const province of tree) {
      for (const city of citiesOf(tree, province.name)) {
        const names = districtsOf(tree, province.name, city.name).map((district) => district.name);
        expect(new Set(names).size, `${province.name} ${city.name}`).toBe(names.length);
      }
    }
  });
});

describe('districtCodeOf', () => {
  it('finds a district of a city of a province', () => {
    expect(districtCodeOf(tree, { province: '广东省', city: '深圳市', district: '南山区' })).toBe('440305');
    expect(districtCodeOf(tree, { province: '北京市', city: '市辖区', district: '朝阳区' })).toBe('110105');
    expect(districtCodeOf(tree, { province: '广东省', city: '东莞市', district: '东城街道' })).toBe('441900003');
  });

  it('is null for a triple that is not in the data: a district of another city, a city of another province, a made-up name', () => {
    expect(districtCodeOf(tree, { province: '广东省', city: '广州市', district: '南山区' })).toBeNull();
    expect(districtCodeOf(tree, { province: '浙江省', city: '深圳市', district: '南山区' })).toBeNull();
    expect(districtCodeOf(tree, { province: '广东省', city: '深圳市', district: '火星区' })).toBeNull();
    expect(districtCodeOf(tree, { province: '', city: '', district: '' })).toBeNull();
  });
});

describe('regionText', () => {
  it('writes province, city and district as people write them', () => {
    expect(regionText({ province: '广东省', city: '深圳市', district: '南山区' })).toBe('广东省 深圳市 南山区');
  });

  it('leaves out the placeholder city of the municipalities and of directly governed districts', () => {
    expect(regionText({ province: '北京市', city: '市辖区', district: '朝阳区' })).toBe('北京市 朝阳区');
    expect(regionText({ province: '河南省', city: '省直辖县级行政区划', district: '济源市' })).toBe('河南省 济源市');
    expect(regionText({ province: '新疆维吾尔自治区', city: '自治区直辖县级行政区划', district: '石河子市' })).toBe('新疆维吾尔自治区 石河子市');
  });

  it('knows every placeholder the data uses: the city names that repeat across provinces', () => {
    const counts = new Map<string, number>();
    for (const province of tree) for (const city of citiesOf(tree, province.name)) counts.set(city.name, (counts.get(city.name) ?? 0) + 1);
    const repeated = [...counts].filter(([, n]) => n > 1).map(([name]) => name);
    expect(repeated.every((name) => PLACEHOLDER_CITIES.has(name))).toBe(true);
  });

  it('keeps every region line within the order address limit of 64 characters', () => {
    for (const province of tree) {
      for (const city of citiesOf(tree, province.name)) {
        for (const district of districtsOf(tree, province.name, city.name)) {
          expect(regionText({ province: province.name, city: city.name, district: district.name }).length).toBeLessThanOrEqual(64);
        }
      }
    }
  });
});
