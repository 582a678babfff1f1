/**
 * Provinces, cities and districts (src/content/regions/pca-code.json, 国家统计局 2023 codes) for
 * the address book: the site's three selects offer them and the reference server refuses a
 * triple that is not among them. Pure functions over the tree, which each side loads its own
 * way (the server at start, a page when its form opens), so nothing here pulls the data in.
 */

/** One entry of the data: a province (2-digit code), city (4) or district (6). */
export interface RegionNode {
  code: string;
  name: string;
  children?: readonly RegionNode[];
}

/** A province / city / district triple by name, as an address holds it. */
export interface RegionNames {
  province: string;
  city: string;
  district: string;
}

/**
 * City names the bureau uses where there is no city level between a province and its districts
 * (the municipalities' 市辖区, districts governed by the province directly): a select still
 * shows them, an address text leaves them out.
 */
export const PLACEHOLDER_CITIES: ReadonlySet<string> = new Set(['市辖区', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/**
 * The region as one line of an order's address, the way people write it: 广东省 深圳市 南山区,
 * 北京市 朝阳区 (no 市辖区), 河南省 济源市.
 */
export function regionText({ province, city, district }: RegionNames): string {
  return [province, PLACEHOLDER_CITIES.has(city) ? null : city, district].filter((part) => part !== null).join(' ');
}

const childrenOf = (node: RegionNode | undefined): readonly RegionNode[] => node?.children ?? [];

/** The cities of a province, in the data's order (none for an unknown province). */
export function citiesOf(tree: readonly RegionNode[], province: string): readonly RegionNode[] {
  return childrenOf(tree.find((node) => node.name === province));
}

/** The districts of a city of a province, in the data's order (none for an unknown pair). */
export function districtsOf(tree: readonly RegionNode[], province: string, city: string): readonly RegionNode[] {
  return childrenOf(citiesOf(tree, province).find((node) => node.name === city));
}

/** The district's code when the triple names a district of a city of a province in the data, else null. */
export function districtCodeOf(tree: readonly RegionNode[], { province, city, district }: RegionNames): string | null {
  return districtsOf(tree, province, city).find((node) => node.name === district)?.code ?? null;
}

/** Counts of the tree's levels (the data's README states them; a test holds the file to them). */
export function regionCounts(tree: readonly RegionNode[]): { provinces: number; cities: number; districts: number } {
  const cities = tree.flatMap((province) => childrenOf(province));
  return { provinces: tree.length, cities: cities.length, districts: cities.flatMap((city) => childrenOf(city)).length };
}
