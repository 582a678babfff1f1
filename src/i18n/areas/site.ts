/**
 * Texts only the pre-rendered page chrome uses (footer, contact dialog, the design pages'
 * navigation): rendered at build time through the full catalogue, never shipped in an island.
 */
export const siteMessages = {
  'footer.contact': '联系我们',
  'footer.phone': '电话',
  'footer.wechat': '微信',
  'footer.qq': 'QQ',
  'footer.address': '地址',
  'footer.hours': '服务时间',
  'footer.map': '在地图中查看',
  'footer.copyright': '© 2026 星火智造 · 定制制造服务平台',
  'footer.servicePhone': '服务电话',
  'footer.email': '邮箱',
  'footer.call': '拨打服务电话',
  'footer.contactIntro': '服务时间内电话、微信与 QQ 均有客服值守，通常 30 分钟内回复。',
  'footer.close': '关闭联系方式',
  'design.nav': '设计服务页面',
  'design.noFactory': '您还没有选择常用工厂。在线报价、专业订单、耗材商城和素材下载需要先选择工厂：请在用户中心的「常用工厂」中选择一家。设计服务、订单中心、优惠券和意见反馈无需工厂即可使用。',
  'design.noFactoryAction': '去选择工厂',
  'design.breadcrumb': '当前位置',
} as const;
