import { describe, expect, test } from 'vitest';
import { checkQuoteCustomer, lineFigures, quoteDocHref, readDraftToSave, readQuoteDocTarget } from './quote-doc-view.ts';

describe('the quotation document page', () => {
  test('reads which document to show from its query, and writes it back', () => {
    expect(readQuoteDocTarget('?no=BJ20261121-0001')).toEqual({
      kind: 'saved',
      quoteNo: 'BJ20261121-0001',
    });
    expect(readQuoteDocTarget('?share=abc_-1')).toEqual({
      kind: 'shared',
      token: 'abc_-1',
    });
    expect(readQuoteDocTarget('?order=DZ1')).toEqual({
      kind: 'order',
      orderNo: 'DZ1',
    });
    expect(readQuoteDocTarget('?from=draft')).toEqual({ kind: 'draft' });
    expect(readQuoteDocTarget('')).toEqual({ kind: 'list' });
    expect(readQuoteDocTarget('?no=%20')).toEqual({ kind: 'list' });
    for (const search of ['?no=BJ%2F1', '?share=t', '?order=DZ1', '?from=draft']) {
      expect(quoteDocHref(readQuoteDocTarget(search))).toBe(`/quotationorder/quote${search}`);
    }
    expect(quoteDocHref({ kind: 'list' })).toBe('/quotationorder/quote');
  });

  test('prints the measured figures of a part, none for 人工报价', () => {
    expect(
      lineFigures({
        geometry: {
          volume: 1000,
          area: 600,
          bbox: { x: 10, y: 10, z: 10 },
          triangles: 12,
        },
      }),
    ).toEqual({
      volume: '1.00 cm³',
      area: '6.00 cm²',
      size: '10.0 × 10.0 × 10.0 mm',
    });
    expect(lineFigures({ geometry: null })).toBeNull();
  });

  test('checks the customer block as the server will', () => {
    expect(
      checkQuoteCustomer({
        name: ' 王工 ',
        company: '',
        phone: '',
        remarks: ' 加急 ',
      }),
    ).toEqual({
      ok: true,
      customer: { name: '王工', company: '', phone: '', remarks: '加急' },
    });
    expect(
      checkQuoteCustomer({
        name: ' ',
        company: '公'.repeat(65),
        phone: '12345',
        remarks: '字'.repeat(501),
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'nameRequired',
        company: 'companyLong',
        phone: 'phoneInvalid',
        remarks: 'remarksLong',
      },
    });
    expect(
      checkQuoteCustomer({
        name: '名'.repeat(33),
        company: '',
        phone: '0755-86001234',
        remarks: '',
      }),
    ).toEqual({ ok: false, errors: { name: 'nameLong' } });
    expect(
      checkQuoteCustomer({
        name: '王',
        company: '',
        phone: '13800138000',
        remarks: '',
      }).ok,
    ).toBe(true);
  });
});

describe('readDraftToSave', () => {
  const stored = {
    draftId: 'd1',
    ownerId: 41,
    materialTypeId: 3,
    colour: '白色',
    couponId: null,
    remarks: '加急',
    fileList: [
      { id: 7, name: 'a.stl' },
      { id: 8, name: 'b.step' },
      { id: 'x', name: 'broken' },
    ],
    quantities: { '7': 4 },
  };

  test("reads this customer's draft: material, files with their quantities (1 unless set), colour, coupon and remarks; a draft stored before choices, drawings and call-outs has none", () => {
    expect(readDraftToSave(JSON.stringify(stored), 41)).toEqual({
      draftId: 'd1',
      materialId: 3,
      colour: '白色',
      couponId: null,
      remarks: '加急',
      items: [
        { fileId: 7, name: 'a.stl', quantity: 4 },
        { fileId: 8, name: 'b.step', quantity: 1 },
      ],
      partOptions: {},
      lineCallouts: {},
    });
  });

  test('keeps the stored drawings and call-outs as they are, for the form to read (an unreadable record is none)', () => {
    const lineCallouts = { '7': { drawing: { fileId: 9, name: 'a.pdf' }, callouts: { threads: 4 } } };
    expect(readDraftToSave(JSON.stringify({ ...stored, lineCallouts }), 41)?.lineCallouts).toEqual(lineCallouts);
    expect(readDraftToSave(JSON.stringify({ ...stored, lineCallouts: 'junk' }), 41)?.lineCallouts).toEqual({});
  });

  test('keeps the stored choices as they are, for the form to read with the material (an unreadable record is none)', () => {
    const partOptions = { '7': { units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' }, '8': 'junk' };
    expect(readDraftToSave(JSON.stringify({ ...stored, partOptions }), 41)?.partOptions).toEqual(partOptions);
    expect(readDraftToSave(JSON.stringify({ ...stored, partOptions: [1] }), 41)?.partOptions).toEqual({});
  });

  test("another customer's draft, one without a material or files, and unreadable text are nothing to save", () => {
    expect(readDraftToSave(JSON.stringify(stored), 42)).toBeNull();
    expect(readDraftToSave(JSON.stringify({ ...stored, materialTypeId: 0 }), 41)).toBeNull();
    expect(readDraftToSave(JSON.stringify({ ...stored, fileList: [] }), 41)).toBeNull();
    expect(readDraftToSave('{', 41)).toBeNull();
    expect(readDraftToSave(null, 41)).toBeNull();
  });
});
