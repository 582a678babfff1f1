// 对公转账 end to end through the site's own calls, against the reference server itself (seeded,
// in memory): the 管理员 sets the account with the console's client, the customer chooses a
// transfer with the payment folder's client, and the receipt recorded in the console pays it.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../../core/test-support.ts';

const server = useReferenceServer();
const staff = async () => ({ ...(await import('../staff-api.ts')), ...(await import('./bank-api.ts')) });
const customer = () => import('../../../components/payment/bank-transfer.ts');
const ORDER = 'DZ20260226-0121';

describe('对公转账 through the site', () => {
  test('not offered without an account; chosen once set; a part payment is refused in place, the exact one pays', async () => {
    const factory = await staff();
    const shop = await customer();
    await factory.logInStaff('factory', 'Demo1234');
    await server.logInAs('e2e-pay');
    expect(await shop.fetchBankTransfer(ORDER)).toEqual({ offered: false, reason: '本店未开通对公转账', transfer: null });
    const refused = await failure(shop.chooseBankTransfer(ORDER));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('本店未开通对公转账');

    const saved = await factory.saveBankAccount({ name: '深圳宝安精密制造有限公司', bank: '招商银行深圳宝安支行', number: '755912345678901' });
    expect(saved.account?.number).toBe('755912345678901');
    const transfer = await shop.chooseBankTransfer(ORDER);
    expect(transfer).toMatchObject({ payable: 9780, account: { bank: '招商银行深圳宝安支行' } });
    expect((await shop.fetchBankTransfer(ORDER)).transfer).toEqual(transfer);
    expect((await factory.fetchBankDesk()).awaiting.map((order) => order.reference)).toEqual([transfer.reference]);

    const part = await factory.recordReceipt({ reference: transfer.reference, amount: 9000, payerName: '测试公司', bankSerial: 'S-1', receivedAt: '2026-03-01' });
    expect(part).toEqual({ refused: '部分付款不予确认：到账 ¥90.00，应付 ¥97.80；请联系客户补足后再确认，或退回该笔款项' });
    const paid = await factory.recordReceipt({ reference: transfer.reference, amount: 9780, payerName: '测试公司', bankSerial: 'S-2', receivedAt: '2026-03-01' });
    expect(paid).toMatchObject({ matched: true, orderNo: ORDER });
    const desk = await factory.fetchBankDesk();
    expect(desk.awaiting).toEqual([]);
    expect(desk.receipts.map((receipt) => receipt.bankSerial)).toEqual(['S-1']);
    const [kept] = desk.receipts;
    if (!kept) throw new Error('the part payment was not kept');
    expect((await factory.resolveReceipt(kept.id, { note: '已退回付款方' })).status).toBe('resolved');
  });
});
