import { describe, expect, test } from 'vitest';
import { readPackageOrdersSearch, writePackageOrdersSearch } from './package-orders-query.ts';

describe('the package orders address', () => {
  test.each([
    ['', { page: 1, orderNo: '', pay: false }],
    ['?page=3', { page: 3, orderNo: '', pay: false }],
    ['?orderNo=TC20261101-0001', { page: 1, orderNo: 'TC20261101-0001', pay: false }],
    ['?orderNo=%20TC20261101-0001%20&pay=1', { page: 1, orderNo: 'TC20261101-0001', pay: true }],
    ['?page=2&orderNo=TC20261101-0001&pay=1', { page: 2, orderNo: 'TC20261101-0001', pay: true }],
    ['?pay=1', { page: 1, orderNo: '', pay: false }],
    ['?page=0&pay=yes', { page: 1, orderNo: '', pay: false }],
    ['?page=1.5', { page: 1, orderNo: '', pay: false }],
  ])('reads %j as %j', (search, state) => {
    expect(readPackageOrdersSearch(search)).toEqual(state);
  });

  test.each([
    [{ page: 1, orderNo: '', pay: false }, ''],
    [{ page: 2, orderNo: '', pay: true }, '?page=2'],
    [{ page: 1, orderNo: 'TC20261101-0001', pay: false }, '?orderNo=TC20261101-0001'],
    [{ page: 2, orderNo: 'TC20261101-0001', pay: true }, '?page=2&orderNo=TC20261101-0001&pay=1'],
  ])('writes %j as %j, and reads it back the same', (state, search) => {
    expect(writePackageOrdersSearch(state)).toBe(search);
    expect(readPackageOrdersSearch(search)).toEqual({ ...state, pay: state.pay && state.orderNo !== '' });
  });
});
