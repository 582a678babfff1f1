import { describe, expect, it } from 'vitest';
import { noteProblem, parseRefund } from './claim-form.ts';

describe('the refund typed in the console', () => {
  it('reads yuan as fen and holds it to what may be refunded', () => {
    expect(parseRefund(' ¥12.5 ', 5000)).toEqual({ ok: true, fen: 1250 });
    expect(parseRefund('50', 5000)).toEqual({ ok: true, fen: 5000 });
    expect(parseRefund('50.01', 5000)).toEqual({ ok: false, error: '退款金额不能超过可退的 ¥50.00' });
    expect(parseRefund('', 5000)).toEqual({ ok: false, error: '请填写退款金额' });
    expect(parseRefund('1.234', 5000)).toEqual({ ok: false, error: '退款金额应为金额，最多两位小数' });
    expect(parseRefund('0', 5000)).toEqual({ ok: false, error: '退款金额必须大于 0' });
  });

  it('asks for a note where one is required and keeps it within 200 characters', () => {
    expect(noteProblem('  ', '请填写拒绝原因')).toBe('请填写拒绝原因');
    expect(noteProblem('', null)).toBeNull();
    expect(noteProblem('字'.repeat(201), null)).toBe('说明最多 200 个字');
  });
});
