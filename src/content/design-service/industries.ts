/** Industries the design service works for: the solutions page and the case filter use the same list. */
export const industries = [
  { id: 'electronics', name: '消费电子' },
  { id: 'medical', name: '医疗器械' },
  { id: 'automation', name: '工业自动化' },
  { id: 'smarthome', name: '智能家居' },
  { id: 'gifts', name: '文创礼品' },
  { id: 'automotive', name: '汽车配件' },
] as const;

export type IndustryId = (typeof industries)[number]['id'];

export function industryName(id: IndustryId): string {
  return industries.find((industry) => industry.id === id)?.name ?? id;
}
