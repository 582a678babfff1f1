/**
 * Search and share text of the design-service pages. The canonical origin is where the shop is
 * published; canonical links, Open Graph and structured data need absolute addresses.
 */
import { cheapestPackage, fastestDeliveryDays, packagePriceText } from './packages.ts';

export const siteOrigin = 'https://www.xinghuo-zhizao.cn';

export type DesignPage = '/mydesign/home' | '/mydesign/solution' | '/mydesign/case' | '/mydesign/aboutus';

export interface PageMeta {
  /** The <title> before the site name; unique per page. */
  title: string;
  description: string;
  /** Shown in the breadcrumb trail and its structured data. */
  crumb: string;
}

export const designMeta: Record<DesignPage, PageMeta> = {
  '/mydesign/home': {
    title: '产品设计服务：三维建模、结构与外观设计',
    description: `星火智造设计服务：从草图、照片或旧零件出发，工程师完成三维建模、结构与外观设计，按 3D 打印和 CNC 工艺出图，图纸直接进入报价生产。套餐明码标价，最快 ${fastestDeliveryDays} 个工作日交付。`,
    crumb: '设计服务',
  },
  '/mydesign/solution': {
    title: '设计解决方案与套餐价格',
    description: `消费电子、医疗器械、工业自动化、智能家居、文创礼品、汽车配件的产品设计方案；${cheapestPackage.name} ${packagePriceText(cheapestPackage.price)} 起，标准设计、产品开发与企业年度套餐，修改次数与交付天数写在套餐里。`,
    crumb: '解决方案',
  },
  '/mydesign/case': {
    title: '设计案例：从草图到成品',
    description: '星火智造设计服务的真实案例：客户的草图与交付的渲染成品对比，覆盖消费电子、医疗器械、工业自动化、智能家居、文创礼品和汽车配件，可按行业筛选。',
    crumb: '设计案例',
  },
  '/mydesign/aboutus': {
    title: '关于我们：设计团队与服务流程',
    description: '认识星火智造设计团队：工业设计、结构与制造工程师在深圳宝安协同工作，了解从需求到交付的服务流程，以及电话、微信、QQ 与地址等联系方式。',
    crumb: '关于我们',
  },
};

/** The design area's own navigation between its four pages (order matters). */
export const designPages: DesignPage[] = ['/mydesign/home', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus'];

/**
 * The schema.org Service a design page describes, offering `catalogue` (what the page sells) by
 * the site's organisation; `siteName` comes from the catalogue of texts.
 */
export function designServiceLd(page: DesignPage, siteName: string, catalogue: { name: string; offers: object[] }) {
  const meta = designMeta[page];
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: meta.title,
    serviceType: '产品设计',
    description: meta.description,
    url: `${siteOrigin}${page}`,
    areaServed: 'CN',
    provider: { '@type': 'Organization', name: siteName, url: `${siteOrigin}/platformhome` },
    hasOfferCatalog: { '@type': 'OfferCatalog', name: catalogue.name, itemListElement: catalogue.offers },
  };
}
