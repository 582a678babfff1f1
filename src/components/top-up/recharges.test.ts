// The top-up endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the pages use them.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs } = useReferenceServer({ loginAs: 'e2e-footage' });

const recharges = () => import('./recharges.ts');

describe('balance top-ups', () => {
  test('the backend offers them; one key creates one top-up, whose payment goes to the gateway', async () => {
    const { createRecharge, fetchRecharge, fetchRechargeOffer, payRecharge } = await recharges();
    const before = (await fetchRechargeOffer()).total;
    const first = await createRecharge(12_345, 'recharge-test-key-1');
    const again = await createRecharge(12_345, 'recharge-test-key-1');
    expect(again.rechargeNo).toBe(first.rechargeNo);
    expect(first).toMatchObject({ amount: 12_345, status: '待支付', tradeNo: null, lastAttempt: null });
    expect((await fetchRechargeOffer()).total).toBe(before + 1);
    const { payUrl } = await payRecharge(first.rechargeNo);
    expect(payUrl).toMatch(/^\/api\/mock-pay\//);
    expect((await fetchRecharge(first.rechargeNo)).lastAttempt?.status).toBe('pending');
    expect(reported).toEqual([]);
  });

  test('an amount outside the limits is a quiet 400 the dialog shows; another customer’s top-up is a quiet 404', async () => {
    const { createRecharge, fetchRecharge } = await recharges();
    const low = await failure(createRecharge(999, 'recharge-test-key-2'));
    expect(low.status).toBe(400);
    expect(low.message).toMatch(/充值金额须在 ¥10.00 至 ¥50,000.00 之间/);
    const mine = await createRecharge(5_000, 'recharge-test-key-3');
    await logInAs('e2e-suggest');
    expect((await failure(fetchRecharge(mine.rechargeNo))).status).toBe(404);
    expect(reported).toEqual([]);
    await logInAs('e2e-footage');
  });
});
