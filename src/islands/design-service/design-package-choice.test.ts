import { describe, expect, test } from 'vitest';
import { choiceProblem } from './design-package-choice.ts';

const order = (orderNo: string, status: '待付款' | '生效中' | '已用完' | '已取消', requestsRemaining: number) => ({
  orderNo,
  packageName: '标准设计',
  status,
  requests: 3,
  requestsRemaining,
});

const orders = [order('TC-active', '生效中', 1), order('TC-used', '已用完', 0), order('TC-unpaid', '待付款', 0), order('TC-cancelled', '已取消', 0)];

describe('the package chosen for a new design request', () => {
  test('is fine when none is chosen yet or it still has requests left', () => {
    expect(choiceProblem('', orders)).toBeUndefined();
    expect(choiceProblem('TC-active', orders)).toBeUndefined();
  });

  test('with every request used, says so with its number, name and how many it had', () => {
    expect(choiceProblem('TC-used', orders)).toBe('套餐订单 TC-used（标准设计）的 3 个设计需求已全部用完，不能再用它提交设计需求。');
  });

  test('not paid, cancelled, or not among the customer\'s package orders, says that instead', () => {
    expect(choiceProblem('TC-unpaid', orders)).toBe('套餐订单 TC-unpaid（标准设计）尚未付款，付款后才能用它提交设计需求。');
    expect(choiceProblem('TC-cancelled', orders)).toBe('套餐订单 TC-cancelled（标准设计）已取消，不能用它提交设计需求。');
    expect(choiceProblem('TC-other', orders)).toBe('没有找到套餐订单 TC-other：它不存在，或不属于当前账号。');
    expect(choiceProblem('TC-other', [])).toBe('没有找到套餐订单 TC-other：它不存在，或不属于当前账号。');
  });
});
