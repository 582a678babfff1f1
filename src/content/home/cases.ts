import type { ProcessCode } from './processes.ts';

/** A customer story on the platform home; customers stay anonymous. */
export interface CaseStudy {
  industry: string;
  customer: string;
  part: string;
  process: ProcessCode;
  material: string;
  quantity: string;
  outcome: string;
  metric: { value: string; label: string };
  /** Which line drawing illustrates the part. */
  visual: 'enclosure' | 'gripper' | 'bracket' | 'fixture';
}

export const cases = [
  {
    industry: '消费电子',
    customer: '深圳某智能硬件团队',
    part: '智能音箱外壳手板',
    process: 'sla',
    material: '白色树脂 + 喷漆',
    quantity: '20 套',
    outcome: '周五上传、周一到货，赶上了众筹视频拍摄。',
    metric: { value: '3 天', label: '从上传到签收' },
    visual: 'enclosure',
  },
  {
    industry: '工业自动化',
    customer: '苏州某产线集成商',
    part: '机械臂柔性夹爪',
    process: 'mjf',
    material: 'HP PA12',
    quantity: '200 件',
    outcome: '免开模直接小批量生产，设计改版当天即可重新下单。',
    metric: { value: '−60%', label: '对比开模的单件成本' },
    visual: 'gripper',
  },
  {
    industry: '无人机',
    customer: '杭州某航拍设备厂商',
    part: '机臂连接件',
    process: 'slm',
    material: 'TC4 钛合金',
    quantity: '50 件',
    outcome: '拓扑优化结构一次成形，省去焊接与装配工序。',
    metric: { value: '−35%', label: '零件重量' },
    visual: 'bracket',
  },
  {
    industry: '新能源汽车',
    customer: '东莞某电池包供应商',
    part: '电芯检测治具',
    process: 'cnc',
    material: '6061 铝合金',
    quantity: '12 套',
    outcome: '关键孔位三坐标全检，报告随货交付。',
    metric: { value: '±0.02 mm', label: '关键尺寸公差' },
    visual: 'fixture',
  },
] as const satisfies readonly CaseStudy[];

export const casesSection = {
  id: 'cases',
  eyebrow: '客户案例',
  heading: '他们用星火智造把想法做成零件',
  intro: '从外观手板到终端零件，以下是近期的几个典型订单。',
  labels: {
    process: '工艺',
    material: '材料',
    quantity: '数量',
  },
  cta: { label: '查看更多设计案例', href: '/mydesign/case' },
} as const;
