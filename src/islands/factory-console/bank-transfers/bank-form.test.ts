import { describe, expect, it } from 'vitest';
import { normaliseReference } from '../../../lib/forms/bank-transfer-rules.ts';
import { accountRequest, parseYuan, receiptRequest, resolveNoteProblem } from './bank-form.ts';

const filled = { reference: 'zz7k 3mqp', amount: '¥1,234.5', payerName: ' 深圳市星火智造科技有限公司 ', bankSerial: 'CMB001', receivedAt: '2026-03-02' };

describe('the 对公转账 forms', () => {
  it('reads yuan as fen and says what is wrong in Chinese', () => {
    expect(parseYuan('97.8')).toEqual({ ok: true, fen: 9780 });
    expect(parseYuan('￥1,000')).toEqual({ ok: true, fen: 100_000 });
    expect(parseYuan('')).toEqual({ ok: false, error: '请填写到账金额' });
    expect(parseYuan('1.234')).toEqual({ ok: false, error: '到账金额应为金额，最多两位小数' });
    expect(parseYuan('0.00')).toEqual({ ok: false, error: '到账金额必须大于 0' });
  });

  it('sends a complete receipt trimmed, and refuses an empty or future one field by field', () => {
    expect(receiptRequest(filled, '2026-03-02')).toEqual({
      ok: true,
      request: { reference: 'zz7k 3mqp', amount: 123_450, payerName: '深圳市星火智造科技有限公司', bankSerial: 'CMB001', receivedAt: '2026-03-02' },
    });
    expect(receiptRequest({ reference: ' ', amount: 'abc', payerName: '', bankSerial: '', receivedAt: '2026-03-03' }, '2026-03-02')).toEqual({
      ok: false,
      errors: { reference: '请填写识别码', amount: '到账金额应为金额，最多两位小数', payerName: '请填写付款户名', bankSerial: '请填写银行流水号', receivedAt: '到账日期不能晚于今天' },
    });
  });

  it('reads a reference however it was typed, and only from the unambiguous letters', () => {
    expect(normaliseReference('zz7k 3mqp')).toBe('ZZ7K-3MQP');
    expect(normaliseReference('ZZ7K—3MQP')).toBe('ZZ7K-3MQP');
    expect(normaliseReference('ZZ0K-3MQP')).toBeNull();
    expect(normaliseReference('ZZ7K-3MQ')).toBeNull();
  });

  it('checks the account: digits only for the number (spaces dropped), every field filled', () => {
    expect(accountRequest({ name: '某某有限公司', bank: '招商银行', number: '7559 1234 5678 901' })).toEqual({ ok: true, request: { name: '某某有限公司', bank: '招商银行', number: '755912345678901' } });
    expect(accountRequest({ name: '', bank: ' ', number: '12-34' })).toEqual({ ok: false, errors: { name: '请填写户名', bank: '请填写开户行', number: '账号应为 9–30 位数字' } });
    expect(resolveNoteProblem(' ')).toBe('请填写处理说明');
    expect(resolveNoteProblem('已退回付款方')).toBeNull();
  });
});
