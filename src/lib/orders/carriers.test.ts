import { describe, expect, it } from 'vitest';
import { CARRIERS, CARRIER_CODES, carrierOf, isCarrierCode, normaliseTrackingNo, shipmentText, TRACKING_NO_PATTERN, trackingUrl } from './carriers.ts';

describe('carriers', () => {
  it('lists the eight carriers of the factories, each with its kuaidi100 code', () => {
    expect(CARRIERS.map((c) => [c.code, c.name, c.kuaidi100])).toEqual([
      ['SF', '顺丰速运', 'shunfeng'],
      ['JD', '京东物流', 'jd'],
      ['ZTO', '中通快递', 'zhongtong'],
      ['YTO', '圆通速递', 'yuantong'],
      ['YD', '韵达快递', 'yunda'],
      ['STO', '申通快递', 'shentong'],
      ['EMS', 'EMS', 'ems'],
      ['DBL', '德邦快递', 'debangkuaidi'],
    ]);
    expect(CARRIERS.map((c) => c.code)).toEqual([...CARRIER_CODES]);
  });

  it('links a parcel to its kuaidi100 query page, the number normalised', () => {
    expect(trackingUrl('SF', 'sf 1234 5678 9012')).toBe('https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF123456789012');
    expect(trackingUrl('DBL', 'DPK300000000001')).toBe('https://www.kuaidi100.com/chaxun?com=debangkuaidi&nu=DPK300000000001');
  });

  it('normalises tracking numbers and knows what one looks like', () => {
    expect(normaliseTrackingNo(' yt 7000 1234 5678 ')).toBe('YT700012345678');
    expect(TRACKING_NO_PATTERN.test('YT700012345678')).toBe(true);
    expect(TRACKING_NO_PATTERN.test('1234567')).toBe(false);
    expect(TRACKING_NO_PATTERN.test('SF-1234567890')).toBe(false);
  });

  it('tells codes from other text and words a shipment for the timeline', () => {
    expect(isCarrierCode('ZTO')).toBe(true);
    expect(isCarrierCode('zto')).toBe(false);
    expect(carrierOf('EMS').name).toBe('EMS');
    expect(shipmentText('JD', 'JD0001234567890')).toBe('京东物流，运单号 JD0001234567890');
  });
});
