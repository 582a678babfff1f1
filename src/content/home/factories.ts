import { processes, type ProcessCode } from './processes.ts';

/**
 * A partner factory: the one source of what the platform home shows and of the factories the
 * reference API serves (server/catalogue/seed.ts seeds its table from this list), so the home's
 * cards and /homefactory can never tell two stories. Plain TS with relative imports only.
 */
export interface PartnerFactory {
  /** Stable: customers' using factory refers to it. */
  id: number;
  name: string;
  city: string;
  /** Where it is, as its quotation documents (报价单) print it under its name. */
  address: string;
  intro: string;
  processes: readonly ProcessCode[];
  highlights: readonly string[];
}

export const partnerFactories: readonly PartnerFactory[] = [
  {
    id: 1,
    name: '深圳宝安精密制造厂',
    city: '深圳',
    address: '广东省深圳市宝安区福永街道凤凰第三工业区 12 栋',
    intro: '位于深圳宝安区的综合快速制造工厂，拥有 40 余台工业级 3D 打印机与 5 轴 CNC 设备，专注消费电子手板与小批量试产，支持喷漆、丝印与电镀等后处理。',
    processes: ['sla', 'sls', 'mjf', 'fdm', 'cnc', 'vacuum'],
    highlights: ['40 余台工业级 3D 打印机', '喷漆、丝印与电镀后处理'],
  },
  {
    id: 2,
    name: '苏州工业园3D打印中心',
    city: '苏州',
    address: '江苏省苏州市工业园区星湖街 328 号创意产业园 9 栋',
    intro: '苏州工业园区的增材制造中心，覆盖树脂、尼龙与金属打印，服务医疗器械与汽车零部件客户，提供三维扫描与检测报告。',
    processes: ['sla', 'sls', 'mjf', 'fdm', 'slm'],
    highlights: ['尼龙与金属打印', '三维扫描与检测报告'],
  },
  {
    id: 3,
    name: '东莞长安CNC加工厂',
    city: '东莞',
    address: '广东省东莞市长安镇乌沙社区兴发南路 36 号',
    intro: '东莞长安镇的精密机加工厂，擅长铝合金与不锈钢零件，公差可达 ±0.02 mm，配套阳极氧化、喷砂与硅胶复模小批量生产。',
    processes: ['cnc', 'vacuum'],
    highlights: ['公差可达 ±0.02 mm', '阳极氧化与喷砂'],
  },
  {
    id: 4,
    name: '杭州滨江快速成型工坊',
    city: '杭州',
    address: '浙江省杭州市滨江区长河街道江南大道 588 号 3 楼',
    intro: '面向创客与设计工作室的快速成型工坊，专做树脂与 FDM 打印，适合概念模型与教学套件。',
    processes: ['sla', 'fdm'],
    highlights: ['树脂与 FDM 打印', '概念模型与教学套件'],
  },
];

/** The lead days of a factory: from the fastest to the slowest material of the processes it offers. */
export function leadDaysOf(factory: Pick<PartnerFactory, 'processes'>): { min: number; max: number } {
  const offered = processes.filter((process) => factory.processes.includes(process.code));
  return { min: Math.min(...offered.map((process) => process.leadDays.min)), max: Math.max(...offered.map((process) => process.leadDays.max)) };
}

export const factoriesSection = {
  id: 'factories',
  eyebrow: '合作工厂',
  heading: '就近生产，工厂信息全公开',
  intro: '每家工厂的工艺、材料和交期都写在明处。登录后可在工厂首页查看当前工厂，并在用户中心切换。',
  labels: {
    processes: '可做工艺',
    lead: '交期',
    days: '天',
  },
  cta: { label: '查看我的当前工厂', href: '/homefactory' },
} as const;
