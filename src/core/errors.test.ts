import { describe, expect, test } from 'vitest';
import { ApiError, nullWhenNotFound } from './errors.ts';

describe('nullWhenNotFound', () => {
  test('passes the loaded thing through', async () => {
    expect(await nullWhenNotFound(Promise.resolve({ id: 1 }))).toEqual({ id: 1 });
  });

  test('reads a 404 as null and lets every other failure through', async () => {
    expect(await nullWhenNotFound(Promise.reject(new ApiError('http', '订单不存在', 404, true)))).toBeNull();
    const refused = new ApiError('http', '服务异常', 500, true);
    await expect(nullWhenNotFound(Promise.reject(refused))).rejects.toBe(refused);
    await expect(nullWhenNotFound(Promise.reject(new ApiError('network', '网络异常', null, true)))).rejects.toBeInstanceOf(ApiError);
  });
});
