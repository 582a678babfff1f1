import type { ProcessCode } from './processes.ts';

/** A partner factory as the platform home introduces it. */
export interface FactoryCard {
  name: string;
  city: string;
  intro: string;
  processes: readonly ProcessCode[];
  leadDays: { min: number; max: number };
  highlights: readonly string[];
}

export const factories = [
  {
    name: '深圳宝安精密制造厂',
    city: '深圳',
    intro: '珠三角手板老厂，擅长外观件后处理：打磨、喷漆、丝印一站完成。',
    processes: ['sla', 'sls', 'cnc', 'vacuum'],
    leadDays: { min: 2, max: 10 },
    highlights: ['工业级 SLA 设备 24 台', '喷涂无尘车间'],
  },
  {
    name: '苏州工业园3D打印中心',
    city: '苏州',
    intro: '长三角增材制造中心，尼龙与金属打印产能充足，适合小批量终端件。',
    processes: ['sla', 'sls', 'mjf', 'fdm', 'slm'],
    leadDays: { min: 1, max: 8 },
    highlights: ['HP MJF 5210 产线', '金属打印热处理配套'],
  },
  {
    name: '东莞长安CNC加工厂',
    city: '东莞',
    intro: '三轴到五轴加工中心齐全，金属结构件与治具量产经验丰富。',
    processes: ['cnc', 'vacuum'],
    leadDays: { min: 3, max: 10 },
    highlights: ['五轴加工中心 12 台', '三坐标全检'],
  },
] as const satisfies readonly FactoryCard[];

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
