import { describe, expect, test } from 'vitest';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { DrawingFile, Geometry } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { estimateTotals, estimateUpload } from './estimate.ts';
import { machineVolumes } from '../geometry/part-fit.ts';
import { volumeOf } from './estimate-volume.ts';
import { countedFiles } from './estimate-fit.ts';
import type { LevelBenefits, PricedMaterial } from './order-totals.ts';
import { quoteOf } from './quote-lines.ts';
import type { UploadItem } from '../drafts/upload-draft.ts';
import { drawingFile, uploadItem } from '../drafts/test-support.ts';

/** 80 fen per cm³, at least 1500 fen a part. */
const resin: PricedMaterial = { id: 1, processId: 1, pricePerCm3: 80, minPrice: 1500, leadDays: 3 };

const geometry = (volume: number): Geometry => ({ volume, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 });

const item = (key: string, patch: Partial<UploadItem> = {}): UploadItem => uploadItem(key, { status: 'success', progress: 100, ...patch });

const stored = (id: number, measured: Geometry | null): DrawingFile => drawingFile(id, { name: `file-${id}.stl`, geometry: measured, createdAt: '2026-01-01T00:00:00.000Z' });

describe('the volume an estimate prices', () => {
  test("is the server's once the file is uploaded, whatever the browser measured", () => {
    expect(volumeOf(item('a', { fileId: 5, localGeometry: geometry(999) }), [stored(5, geometry(1000))])).toEqual({ kind: 'measured', volume: 1000, by: 'server' });
  });

  test("is the browser's before the server has answered", () => {
    expect(volumeOf(item('a', { status: 'uploading', localGeometry: geometry(1000) }), [])).toEqual({ kind: 'measured', volume: 1000, by: 'browser' });
  });

  test('is a manual quote for ZIP, and for a stored file without geometry', () => {
    expect(volumeOf(item('a', { format: 'zip' }), [])).toEqual({ kind: 'manual' });
    expect(volumeOf(item('a', { fileId: 6 }), [stored(6, null)])).toEqual({ kind: 'manual' });
  });

  test('measures STEP and IGES like meshes: measuring, then the browser\'s figures, or a manual quote for that file with its reason', () => {
    expect(volumeOf(item('a', { format: 'step' }), [])).toEqual({ kind: 'measuring' });
    expect(volumeOf(item('a', { format: 'iges', localGeometry: geometry(1000) }), [])).toEqual({ kind: 'measured', volume: 1000, by: 'browser' });
    for (const reason of ['surfaceOnly', 'tooComplex']) expect(volumeOf(item('a', { format: 'step', warnings: [reason] }), [])).toEqual({ kind: 'manual' });
  });

  test('is broken, not a manual quote, for a STEP file cut short or of another application: nobody can quote it', () => {
    for (const reason of ['truncated', 'unsupportedSchema']) {
      expect(volumeOf(item('a', { format: 'step', warnings: [reason] }), [])).toEqual({ kind: 'broken' });
      expect(volumeOf(item('a', { format: 'step', fileId: 8 }), [{ ...stored(8, null), format: 'step', warnings: [reason] }])).toEqual({ kind: 'broken' });
    }
  });

  test('is a manual quote for a mesh the browser could not read', () => {
    expect(volumeOf(item('a', { status: 'ready', warnings: ['unreadable'] }), [])).toEqual({ kind: 'manual' });
  });

  test('is not known while the worker still measures', () => {
    expect(volumeOf(item('a', { status: 'ready' }), [])).toEqual({ kind: 'measuring' });
  });
});

describe('the live estimate of the upload step', () => {
  test('a 1000 mm³ cube at 80 fen per cm³ costs the 1500 fen minimum per part, and says the volume price it replaces', () => {
    const estimate = estimateUpload(resin, [item('cube', { fileId: 1 })], [stored(1, geometry(1000))], { '1': 1 });
    expect(estimate.lines[0]).toMatchObject({ byVolume: 80, unitPrice: 1500, quantity: 1, subtotal: 1500 });
    expect(estimate.goods).toBe(1500);
  });

  test('the minimum applies per part, so quantity multiplies it', () => {
    const estimate = estimateUpload(resin, [item('cube', { fileId: 1 })], [stored(1, geometry(1000))], { '1': 3 });
    expect(estimate.lines[0]).toMatchObject({ unitPrice: 1500, quantity: 3, subtotal: 4500 });
  });

  test('a part above the minimum costs its volume in cm³ times the price per cm³, rounded to the fen', () => {
    const estimate = estimateUpload(resin, [item('block', { fileId: 2 })], [stored(2, geometry(123_456.7))], { '2': 2 });
    expect(estimate.lines[0]).toMatchObject({ byVolume: 9877, unitPrice: 9877, subtotal: 19_754 });
  });

  test('adds the priced lines and counts the manual and still-measuring ones apart', () => {
    const items = [
      item('cube', { fileId: 1 }),
      item('sphere', { status: 'uploading', localGeometry: geometry(50_000) }),
      item('housing', { format: 'step', status: 'success', fileId: 3 }),
      item('fresh', { status: 'ready' }),
    ];
    const estimate = estimateUpload(resin, items, [stored(1, geometry(1000)), { ...stored(3, null), format: 'step' }], {});
    expect(estimate.lines.map((line) => line.subtotal)).toEqual([1500, 4000, null, null]);
    expect(estimate).toMatchObject({ goods: 5500, manual: 1, measuring: 1 });
  });

  test('leaves out files whose upload failed until they are retried', () => {
    const estimate = estimateUpload(resin, [item('broken', { status: 'fail', localGeometry: geometry(1000) })], [], {});
    expect(estimate).toMatchObject({ lines: [], goods: 0 });
  });

  test.each<[string, LevelBenefits]>([
    ['普通会员', { quoteDiscountPercent: 0, freeShippingFrom: 19_900 }],
    ['白银会员', { quoteDiscountPercent: 2, freeShippingFrom: 9_900 }],
    ['黄金会员', { quoteDiscountPercent: 5, freeShippingFrom: 4_900 }],
  ])('agrees to the fen with the quote the server makes for a %s', (_, benefits) => {
    const volumes = [1000, 24_000, 123_456.7, 480_000];
    const items = volumes.map((_, index) => item(`part-${index}`, { fileId: index + 1 }));
    const files = volumes.map((volume, index) => stored(index + 1, geometry(volume)));
    const quantities = { '1': 3, '2': 1, '3': 2, '4': 1 };
    for (let count = 1; count <= volumes.length; count += 1) {
      const estimate = estimateUpload(resin, items.slice(0, count), files, quantities);
      const server = quoteOf(resin, files.slice(0, count).map((file) => ({ fileId: file.id, fileName: file.name, volume: file.geometry?.volume ?? null, quantity: quantities[String(file.id) as keyof typeof quantities] })), null, benefits);
      const totals = estimateTotals(estimate, resin, benefits);
      expect([totals.goods, totals.memberDiscount, totals.shipping, totals.payable]).toEqual([server.goods, server.memberDiscount, server.shipping, server.payable]);
    }
  });
});

describe('a part larger than every machine of the factory', () => {
  // The reference factory's largest machine is 真空复模's 1000 × 800 × 500 mm; SLA's 600 × 600 × 400.
  const volumes = machineVolumes([{ code: 'SLA' }, { code: 'VC' }]);
  const box = (x: number, y: number, z: number): Geometry => ({ volume: x * y * z, area: 2 * (x * y + y * z + x * z), bbox: { x, y, z }, triangles: 12 });

  test('is not priced: its line says why, as the server refuses it, and the total leaves it out', () => {
    const items = [item('huge', { localGeometry: box(3100, 3100, 3100) }), item('small', { localGeometry: geometry(1000) })];
    const estimate = estimateUpload(resin, items, [], {}, {}, volumes);
    const [huge, small] = estimate.lines;
    expect(huge?.oversize).toBe('「huge.stl」的尺寸 3100 × 3100 × 3100 mm 超出本厂所有设备的加工范围（最大 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂');
    expect(huge?.subtotal).toBeNull();
    expect(huge?.line).toBeNull();
    expect(small?.oversize).toBeNull();
    // 1 cm³ × ¥0.80 is below the ¥15.00 minimum.
    expect(estimate.goods).toBe(1500);
    expect(estimate.oversize).toBe(1);
  });

  test('fits when turned: 900 × 450 × 790 mm goes into 1000 × 800 × 500', () => {
    expect(estimateUpload(resin, [item('turned', { localGeometry: box(900, 450, 790) })], [], {}, {}, volumes).lines[0]?.oversize).toBeNull();
  });

  test('is judged in millimetres: a mesh declared in inches at 25.4 × its figures, a STEP file in its own units', () => {
    const inches: PartOptions = { units: 'inch', finish: null, colour: null, leadTime: 'standard' };
    const pricing: MaterialPricing = { finishes: [], leadTimes: [{ kind: 'standard', days: 3, adjustPercent: 0 }], breaks: [{ minQuantity: 1, factorPercent: 100 }] };
    const withChoices = { ...resin, pricing };
    const mesh = estimateUpload(withChoices, [item('block', { fileId: 7 })], [stored(7, box(50, 30, 20))], { '7': 1 }, { '7': inches }, volumes);
    expect(mesh.lines[0]?.oversize).toBe('「block.stl」的尺寸 1270 × 762 × 508 mm 超出本厂所有设备的加工范围（最大 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂');
    expect(estimateUpload(resin, [item('block', { localGeometry: box(50, 30, 20) })], [], {}, {}, volumes).lines[0]?.oversize).toBeNull();
  });

  test('is judged part by part for an assembly asked as its parts list: the assembled size does not matter, a part too large is named', () => {
    // A 1200 mm frame of two 900 mm rails and a 1100 mm beam: assembled it fits no machine, but each part is made on its own.
    const frame: DrawingFile = {
      ...stored(9, box(1200, 700, 300)),
      name: 'frame.step',
      format: 'step',
      parts: [
        { name: 'rail', count: 2, geometry: box(900, 40, 40) },
        { name: '', count: 1, geometry: box(1100, 40, 40) },
      ],
    };
    const step = item('frame', { name: 'frame.step', format: 'step', fileId: 9 });
    const railsOnly = estimateUpload(resin, [step], [frame], { '9': 1 }, {}, volumes, { '9': { dropped: [1], counts: {} } });
    expect(railsOnly.lines[0]?.oversize).toBeNull();
    expect(railsOnly.lines[0]?.line?.parts?.map((part) => part.quantity)).toEqual([2]);
    expect(estimateUpload(resin, [step], [frame], { '9': 1 }, {}, volumes, {}).lines[0]?.oversize).toBe(
      '「frame.step」中「零件 2」的尺寸 1100 × 40 × 40 mm 超出本厂所有设备的加工范围（最大 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂',
    );
    // Without a parts list (a backend that answers none) the file is one part, judged whole.
    const whole = { ...frame, parts: undefined };
    expect(estimateUpload(resin, [step], [whole], { '9': 1 }, {}, volumes).lines[0]?.oversize).toMatch(/^「frame\.step」的尺寸 1200 × 700 × 300 mm/);
  });

  test('is not judged when the factory\'s machines are not known', () => {
    expect(estimateUpload(resin, [item('huge', { localGeometry: box(3100, 3100, 3100) })], [], {}, {}, []).lines[0]?.oversize).toBeNull();
  });
});

describe('lines that cannot be made or quoted count nowhere', () => {
  const pricing: MaterialPricing = {
    finishes: [],
    leadTimes: [{ kind: 'standard', days: 3, adjustPercent: 0 }],
    breaks: [
      { minQuantity: 1, factorPercent: 100 },
      { minQuantity: 10, factorPercent: 90 },
    ],
  };
  const withChoices = { ...resin, pricing };
  const volumes = machineVolumes([{ code: 'SLA', name: 'SLA 光敏树脂' }, { code: 'VC', name: '真空复模' }]);
  const box = (side: number): Geometry => ({ volume: side ** 3, area: 6 * side * side, bbox: { x: side, y: side, z: side }, triangles: 12 });
  const files = [stored(1, box(0.3)), stored(2, box(600)), stored(3, geometry(1000)), { ...stored(4, null), name: 'cut.step', format: 'step' as const, warnings: ['truncated'] }];
  const items = [item('tiny', { fileId: 1 }), item('huge', { fileId: 2 }), item('cube', { fileId: 3 }), item('cut', { name: 'cut.step', format: 'step', fileId: 4 })];

  test('a part that cannot be made in the material, one larger than every machine and a broken file have no price, and the total is the rest', () => {
    const estimate = estimateUpload(withChoices, items, files, {}, {}, volumes, {}, undefined, new Set([1]));
    const [tiny, huge, cube, cut] = estimate.lines;
    expect([tiny?.refused, huge?.refused, cube?.refused, cut?.refused]).toEqual(['cannotMake', 'oversize', null, 'broken']);
    for (const line of [tiny, huge, cut]) expect([line?.line, line?.unitPrice, line?.subtotal, line?.optionPrice, line?.byVolume]).toEqual([null, null, null, null, null]);
    expect(estimate.goods).toBe(1500);
    expect([estimate.cannotMake, estimate.oversize, estimate.broken, estimate.manual]).toEqual([1, 1, 1, 0]);
  });

  test('the factory refusal names the process of its largest machine, so it is told apart from the material\'s process', () => {
    const estimate = estimateUpload(withChoices, items, files, {}, {}, volumes);
    expect(estimate.lines[1]?.oversize).toBe('「huge.stl」的尺寸 600 × 600 × 600 mm 超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂');
  });

  test('the same files are left out of any other price (countedFiles): the comparison and the coupon offer', () => {
    const { counted, refused } = countedFiles(files, { volumes, cannotMake: new Set([1]), unitsOf: () => 'mm' });
    expect(counted.map((file) => file.id)).toEqual([3]);
    expect(refused).toBe(3);
    // Declared in inches, the 600 mm cube is 15,240 mm: still too large; nothing else changes.
    expect(countedFiles(files, { volumes, cannotMake: new Set(), unitsOf: () => 'inch' }).counted.map((file) => file.id)).toEqual([1, 3]);
  });
});

