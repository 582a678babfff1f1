import { describe, expect, it } from 'vitest';
import { sitePathOf } from './inbox';

describe('a message’s link', () => {
  it('keeps a path of this site with its query', () => {
    expect(sitePathOf('/ordercenter/customizeorder?orderNo=DZ20260301-0001')).toBe('/ordercenter/customizeorder?orderNo=DZ20260301-0001');
    expect(sitePathOf('/suggest/detail?id=3')).toBe('/suggest/detail?id=3');
  });

  it('drops anything that would leave the site, and no link at all', () => {
    for (const link of ['https://evil.example/pay', '//evil.example/pay', '/\\evil.example', 'javascript:alert(1)', 'ordercenter', '']) expect(sitePathOf(link), link).toBeNull();
    expect(sitePathOf(null)).toBeNull();
  });
});
