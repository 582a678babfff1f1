import { describe, expect, it } from 'vitest';
import { replyProblem } from './feedback/feedback-form';
import { invoiceFileProblem, invoiceNoProblem, refuseReasonProblem } from './invoices/invoice-form';

describe('the 客服 forms', () => {
  it('asks for a reply of at most 500 characters', () => {
    expect(replyProblem('   ')).toBe('请填写回复内容');
    expect(replyProblem('好的'.repeat(250))).toBeUndefined();
    expect(replyProblem('好'.repeat(501))).toBe('回复内容最多 500 个字');
  });

  it('takes a 20-digit 数电票 number (spaces allowed), required only without a PDF', () => {
    expect(invoiceNoProblem('', false)).toBe('请填写 20 位数电票号码，或上传发票 PDF');
    expect(invoiceNoProblem('', true)).toBeUndefined();
    expect(invoiceNoProblem('2644 2000 0000 1234 5678', false)).toBeUndefined();
    expect(invoiceNoProblem('12345678', false)).toBe('数电票号码应为 20 位数字');
    expect(invoiceNoProblem('2644200000001234567X', true)).toBe('数电票号码应为 20 位数字');
  });

  it('takes a PDF of at most 10 MB', () => {
    expect(invoiceFileProblem(null)).toBeUndefined();
    expect(invoiceFileProblem({ name: 'fapiao.PDF', type: '', size: 1000 })).toBeUndefined();
    expect(invoiceFileProblem({ name: 'scan.png', type: 'image/png', size: 1000 })).toBe('请选择 PDF 文件');
    expect(invoiceFileProblem({ name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('文件超过 10 MB 的上限');
  });

  it('asks for a refusal reason of at most 200 characters', () => {
    expect(refuseReasonProblem(' ')).toBe('请填写拒绝开票的原因');
    expect(refuseReasonProblem('抬头有误')).toBeUndefined();
    expect(refuseReasonProblem('长'.repeat(201))).toBe('原因最多 200 个字');
  });
});
