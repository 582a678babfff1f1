import { expect, test } from 'vitest';
import { ApiError } from '../errors.ts';
import { onApiError, reportApiError } from './error-bus.ts';

// One module instance per file: the order of these steps is the page's order.
test('failures reported before anyone listens reach the first listener, in order, and only once', () => {
  const early = new ApiError('http', '优惠券服务维护中', 503, true);
  const expired = new ApiError('http', '登录已过期，请重新登录', 401, true);
  reportApiError(early);
  reportApiError(expired);

  const first: ApiError[] = [];
  const stopFirst = onApiError((error) => first.push(error));
  expect(first).toEqual([early, expired]);

  const second: ApiError[] = [];
  onApiError((error) => second.push(error));
  expect(second).toEqual([]);

  const later = new ApiError('http', '服务异常', 500, true);
  reportApiError(later);
  expect(first).toEqual([early, expired, later]);
  expect(second).toEqual([later]);

  stopFirst();
  reportApiError(new ApiError('http', '网络异常', 0, true));
  expect(first).toHaveLength(3);
  expect(second).toHaveLength(2);
});
