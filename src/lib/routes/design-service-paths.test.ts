import { describe, expect, test } from 'vitest';
import { designOrderUrl, newDesignOrderUrl, packageOrderUrl, purchaseLoginUrl, readPackageChoice } from './design-service-paths.ts';

describe('design service paths', () => {
  test('a logged-out purchase goes to login and comes back to the package page with the choice', () => {
    expect(purchaseLoginUrl(3)).toBe(`/login?redirect=${encodeURIComponent('/mydesign/solution/packagePayment?package=3')}`);
  });

  test('orders and requests open by their numbers, encoded', () => {
    expect(packageOrderUrl('TC20261121-0001')).toBe('/mydesign/ordercenter/packageorder?orderNo=TC20261121-0001');
    expect(designOrderUrl('SJ 1&2')).toBe('/mydesign/ordercenter/designorder?requestNo=SJ+1%262');
    expect(newDesignOrderUrl('TC1')).toBe('/mydesign/ordercenter/designorder?new=1&package=TC1');
  });

  test('reads a chosen package only when it is a known positive id', () => {
    expect(readPackageChoice('?package=2')).toBe(2);
    expect(readPackageChoice('?package=2', [1, 2, 3])).toBe(2);
    expect(readPackageChoice('?package=9', [1, 2, 3])).toBeNull();
    for (const bad of ['', '?package=', '?package=0', '?package=-1', '?package=1.5', '?package=abc', '?package=1e3']) expect(readPackageChoice(bad)).toBeNull();
  });
});
