/** 联系我们: the platform's service contacts, shown in every footer. */
export const contact = {
  phone: '400-820-5178',
  phoneHref: 'tel:4008205178',
  wechat: 'xinghuo-zhizao',
  qq: '800 820 517',
  address: '广东省深圳市宝安区新安街道创业二路 68 号星火智造大厦 5 楼',
  mapHref: 'https://uri.amap.com/search?keyword=%E6%B7%B1%E5%9C%B3%E5%AE%9D%E5%AE%89%E5%88%9B%E4%B8%9A%E4%BA%8C%E8%B7%AF68%E5%8F%B7',
  hours: '周一至周六 9:00–18:00（法定节假日除外）',
  email: 'service@xinghuo-zhizao.cn',
} as const;
