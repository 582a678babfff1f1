import { describe, expect, test } from 'vitest';
import { checkInvoiceForm, EMPTY_INVOICE_FORM, type InvoiceForm } from './invoice-validation.ts';

// A 统一社会信用代码 whose check character is right, and the same with its last character changed.
const GOOD_TAX_NO = '91440300708461136T';
const BAD_TAX_NO = '91440300708461136U';

const normal: InvoiceForm = {
  type: 'normal',
  title: '  深圳星火智造有限公司 ',
  taxNo: '9144 0300-7084 6113 6t',
  bankName: '招商银行',
  bankAccount: '7559 1234',
  address: '深圳',
  phone: '0755 8600 1234',
  email: '',
  remarks: '',
  orderNos: ['XH1', 'XH2', 'XH1'],
};

describe('checkInvoiceForm', () => {
  test('a 普通发票 sends the trimmed title, the normalised tax number, the orders once, and no bank fields', () => {
    expect(checkInvoiceForm(normal)).toEqual({
      ok: true,
      // Everything but these three as an empty form has it: no bank fields, address or phone.
      request: { ...EMPTY_INVOICE_FORM, title: '深圳星火智造有限公司', taxNo: GOOD_TAX_NO, orderNos: ['XH1', 'XH2'] },
    });
  });

  test('a tax number with a wrong check character, no orders and no title are refused field by field', () => {
    const check = checkInvoiceForm({
      ...normal,
      title: ' ',
      taxNo: BAD_TAX_NO,
      orderNos: [],
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        orderNos: '请至少选择一个订单',
        title: '请输入发票抬头',
        taxNo: '纳税人识别号有误（校验位不符），请核对',
      },
    });
    expect(checkInvoiceForm({ ...normal, taxNo: '1234' })).toMatchObject({
      ok: false,
      errors: { taxNo: '纳税人识别号应为 15、18 或 20 位' },
    });
  });

  test('a 专用发票 needs the bank, account, address and phone, each checked', () => {
    const empty = checkInvoiceForm({
      ...normal,
      type: 'special',
      bankName: '',
      bankAccount: '',
      address: '',
      phone: '',
    });
    expect(empty).toMatchObject({
      ok: false,
      errors: {
        bankName: '专用发票须填写开户银行',
        bankAccount: '专用发票须填写银行账号',
        address: '专用发票须填写注册地址',
        phone: '专用发票须填写注册电话',
      },
    });
    const wrong = checkInvoiceForm({
      ...normal,
      type: 'special',
      bankAccount: '12ab',
      phone: '12345',
    });
    expect(wrong).toMatchObject({
      ok: false,
      errors: {
        bankAccount: '银行账号应为 8–32 位数字',
        phone: '注册电话应为带区号的固定电话、手机号或 400 电话',
      },
    });
    const good = checkInvoiceForm({ ...normal, type: 'special' });
    expect(good).toMatchObject({
      ok: true,
      request: {
        bankName: '招商银行',
        bankAccount: '75591234',
        address: '深圳',
        phone: '075586001234',
      },
    });
  });

  test('an e-mail is optional but checked when given', () => {
    expect(checkInvoiceForm({ ...normal, email: 'buyer@' })).toMatchObject({
      ok: false,
      errors: { email: '邮箱格式不正确' },
    });
    expect(checkInvoiceForm({ ...normal, email: ' buyer@example.com ' })).toMatchObject({ ok: true, request: { email: 'buyer@example.com' } });
  });
});
