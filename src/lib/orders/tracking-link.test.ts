import { describe, expect, test } from 'vitest';
import { trackingUrl } from './carriers.ts';
import { safeTrackingUrl, shownParcels, shownShipment } from './tracking-link.ts';

describe('safeTrackingUrl', () => {
  test('follows the carriers’ kuaidi100 pages', () => {
    const url = trackingUrl('SF', 'SF1234567890123');
    expect(safeTrackingUrl(url)).toBe(url);
    expect(safeTrackingUrl('http://m.kuaidi100.com/result.jsp?nu=1')).toBe('http://m.kuaidi100.com/result.jsp?nu=1');
  });

  test.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://evil.example/chaxun',
    'https://www.kuaidi100.com.evil.example/x',
    'https://user:pw@www.kuaidi100.com/chaxun',
    '//www.kuaidi100.com/chaxun',
    '/chaxun?nu=1',
    'not a url',
  ])('refuses %s', (url) => {
    expect(safeTrackingUrl(url)).toBeNull();
  });
});

describe('shownShipment', () => {
  test('shows the carrier and number, with the link when it is safe', () => {
    expect(shownShipment({ carrier: 'ZTO', carrierName: '中通快递', trackingNo: '7300000000000', trackingUrl: 'https://evil.example/' })).toEqual({
      carrierName: '中通快递',
      trackingNo: '7300000000000',
      trackingUrl: null,
    });
    expect(shownShipment({ carrierName: '顺丰速运', trackingNo: 'SF1', trackingUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1' })?.trackingUrl).toBe(
      'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1',
    );
  });

  test('shows nothing without a carrier name or a number', () => {
    expect(shownShipment(undefined)).toBeNull();
    expect(shownShipment(null)).toBeNull();
    expect(shownShipment({ carrierName: '', trackingNo: 'SF1' })).toBeNull();
    expect(shownShipment({ carrierName: '顺丰速运' })).toBeNull();
    expect(shownShipment({ carrierName: '顺丰速运', trackingNo: 42 })).toBeNull();
  });
});

describe('shownParcels', () => {
  const sf = { carrierName: '顺丰速运', trackingNo: 'SF1234567890', trackingUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1234567890' };
  const jd = { carrierName: '京东物流', trackingNo: 'JD0012345678', trackingUrl: 'https://evil.example/' };

  test('lists every parcel the backend lists, each link checked', () => {
    expect(shownParcels({ shipment: sf, parcels: [sf, jd] })).toEqual([sf, { ...jd, trackingUrl: null }]);
  });

  test('takes the single shipment of a backend without parcels, and shows none without either', () => {
    expect(shownParcels({ shipment: sf })).toEqual([sf]);
    expect(shownParcels({ shipment: sf, parcels: [jd] })).toEqual([{ ...jd, trackingUrl: null }]);
    expect(shownParcels({})).toEqual([]);
    expect(shownParcels({ parcels: 'SF1' })).toEqual([]);
  });

  test('leaves out a parcel it cannot show', () => {
    expect(shownParcels({ parcels: [sf, { carrierName: '' }, jd] }).map((parcel) => parcel.trackingNo)).toEqual(['SF1234567890', 'JD0012345678']);
  });
});
