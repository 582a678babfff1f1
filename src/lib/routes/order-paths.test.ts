import { describe, expect, test } from 'vitest';
import { orderDetailUrl, orderUrlOfNumber, paymentResultUrl, safeGatewayUrl } from './order-paths.ts';

const ORIGIN = 'https://shop.example.com';

describe('order addresses', () => {
  test("an order's detail opens in the order center of its kind, with payment when asked", () => {
    expect(orderDetailUrl('customized', 'DZ20261121-0001')).toBe('/ordercenter/customizeorder?orderNo=DZ20261121-0001');
    expect(orderDetailUrl('consumable', 'HC20261121-0002', true)).toBe('/ordercenter/consumableorder?orderNo=HC20261121-0002&pay=1');
  });

  test('the payment result page carries only the order number, encoded', () => {
    expect(paymentResultUrl('DZ20261121-0001')).toBe('/order/paymentResult/index?orderNo=DZ20261121-0001');
    expect(paymentResultUrl('a&b=c')).toBe('/order/paymentResult/index?orderNo=a%26b%3Dc');
  });
});

describe('the gateway address of an online payment', () => {
  test('is followed when it is a same-site path under /api/mock-pay/', () => {
    expect(safeGatewayUrl('/api/mock-pay/pay_123', ORIGIN)).toBe('/api/mock-pay/pay_123');
    expect(safeGatewayUrl('/api/mock-pay/pay_123?x=1', ORIGIN)).toBe('/api/mock-pay/pay_123?x=1');
  });

  test.each([
    ['an absolute URL elsewhere', 'https://evil.example.com/api/mock-pay/1'],
    ['an absolute URL of this site', `${ORIGIN}/api/mock-pay/1`],
    ['a protocol-relative URL', '//evil.example.com/api/mock-pay/1'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['another path of the API', '/api/shop-order/1'],
    ['a path escaping the prefix', '/api/mock-pay/../shop-platform/sessions'],
    ['an encoded escape', '/api/mock-pay/%2e%2e/sessions'],
    ['a backslash', '/api/mock-pay/\\evil.example.com'],
    ['the bare prefix', '/api/mock-pay/'],
    ['nothing', ''],
  ])('is refused when it is %s', (_, payUrl) => {
    expect(safeGatewayUrl(payUrl, ORIGIN)).toBeNull();
  });
});

describe('the order an entry names', () => {
  test('opens in the order center of its kind, told by its number', () => {
    expect(orderUrlOfNumber('DZ20261016-0102')).toBe('/ordercenter/customizeorder?orderNo=DZ20261016-0102');
    expect(orderUrlOfNumber('HC20261114-0059')).toBe('/ordercenter/consumableorder?orderNo=HC20261114-0059');
    expect(orderUrlOfNumber('TC20261101-0161')).toBe('/mydesign/ordercenter/packageorder?orderNo=TC20261101-0161');
  });

  test('is not linked when the number is of another form', () => {
    expect(orderUrlOfNumber('SJ20261101-0001')).toBeNull();
    expect(orderUrlOfNumber('DZ-evil')).toBeNull();
    expect(orderUrlOfNumber('')).toBeNull();
  });
});
