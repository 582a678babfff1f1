import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FilePart } from '~/wire/files';
import type { PartOptions } from '~/wire/quotes';
import BomTable from './BomTable';
import { pricedFileOf } from '~/lib/pricing/priced-file';
import { quoteLineOf } from '~/lib/pricing/quote-lines';
import { setTiersOf } from '~/lib/pricing/set-tiers';
import { formatFen } from '~/lib/format/money';
import { pricing, sla, whiteResin } from '~/lib/pricing/cost-model-fixtures';

// An SLA assembly priced by its cost model: each part's line has its breakdown.
const resin = { ...whiteResin, pricing: pricing(sla) };
const box = (side: number) => ({ volume: side ** 3, area: 6 * side ** 2, bbox: { x: side, y: side, z: side }, triangles: 12 });
const parts: FilePart[] = [
  { name: 'housing', count: 1, geometry: box(40) },
  { name: 'clip', count: 2, geometry: box(10) },
];
const file = { id: 3, name: 'housing-set.step', geometry: box(40), parts };
const plain: PartOptions = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };
const item = pricedFileOf(file, 3, plain, [
  { part: 0, count: 1 },
  { part: 1, count: 2 },
]);
const line = quoteLineOf(resin, item);

describe('an assembly line\'s parts list', () => {
  it('folds each part\'s own 费用明细 under its row', () => {
    const html = renderToStaticMarkup(<BomTable fileName={file.name} parts={line.parts ?? []} sets={3} setPrice={line.unitPrice} />);
    expect(line.parts?.every((part) => part.breakdown !== undefined)).toBe(true);
    expect(html).toContain('data-bom-breakdown="housing"');
    expect(html).toContain('data-bom-breakdown="clip"');
    // Folded: a <details> closed, its rows drawn when opened.
    expect(html.match(/<details[^>]*data-breakdown/g)).toHaveLength(2);
    expect(html).not.toContain('<details open');
  });

  it('shows the price of a set at 1, 10 and 100 sets and at its own, its own marked', () => {
    const tiers = setTiersOf(resin, item);
    expect(tiers.map((tier) => tier.sets)).toEqual([1, 3, 10, 100]);
    expect(tiers.find((tier) => tier.sets === 3)?.setPrice).toBe(line.unitPrice);
    const html = renderToStaticMarkup(<BomTable fileName={file.name} parts={line.parts ?? []} sets={3} setPrice={line.unitPrice} setTiers={tiers} />);
    expect(html).toContain('housing-set.step 按套数的每套价格');
    for (const tier of tiers) expect(html).toMatch(new RegExp(`data-set-tier="${tier.sets}"[^>]*>.*?${tier.sets} 套.*?${formatFen(tier.setPrice).replace(/[.¥]/g, '\\$&')}`));
    expect(html).toMatch(/data-set-tier="3" data-current=""/);
    // Without tiers (a document), none is drawn.
    expect(renderToStaticMarkup(<BomTable fileName={file.name} parts={line.parts ?? []} sets={3} />)).not.toContain('data-set-tiers');
  });
});
