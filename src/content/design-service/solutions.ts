import type { IndustryId } from './industries.ts';

/** /mydesign/solution: what the design service does for each industry, and the packages. */
export const solutionsIntro = {
  eyebrow: '解决方案',
  heading: '按行业定方案，按套餐定价格',
  lead: '不同行业的难点不一样：电子产品要散热和装配，医疗器械要清洁和合规，夹具要耐用。我们按行业组织设计师，并把工作量写进套餐，价格不用谈。',
  actions: [
    { label: '查看套餐价格', href: '#packages' },
    { label: '看看设计案例', href: '/mydesign/case' },
  ],
} as const;

export interface IndustrySolution {
  industry: IndustryId;
  heading: string;
  text: string;
  focus: string[];
  examples: string;
  /** The package that usually fits; the customer may pick any. */
  packageId: number;
}

export const solutionsSection = {
  id: 'industries',
  eyebrow: '按行业',
  heading: '六个行业的常见项目',
  examplesLabel: '常见项目',
  packageLabel: '常用套餐',
  items: [
    {
      industry: 'electronics',
      heading: '消费电子外壳与配件',
      text: '音箱、遥控器、充电座等外壳的拆件与装配，兼顾按键手感、散热孔与天线净空。',
      focus: ['PCB 与外壳装配校核', '卡扣与螺柱按工艺设计', '众筹与评审用渲染图'],
      examples: '智能音箱、蓝牙耳机仓、桌面充电座',
      packageId: 2,
    },
    {
      industry: 'medical',
      heading: '医疗与康复器械',
      text: '手持检测设备、康复辅具的人机尺寸与易清洁结构，材料选择考虑生物相容与消毒方式。',
      focus: ['人机尺寸与握持评估', '无死角易清洁结构', '医用级材料与工艺建议'],
      examples: '指夹血氧仪外壳、康复手托、采样器械把手',
      packageId: 3,
    },
    {
      industry: 'automation',
      heading: '工业自动化夹具与末端',
      text: '机械臂夹爪、检测治具、产线工装的轻量化与快换设计，适合打印小批量替代开模。',
      focus: ['负载与变形估算', '快换接口与定位', '尼龙与金属打印轻量化'],
      examples: '柔性夹爪、视觉检测治具、线束工装',
      packageId: 2,
    },
    {
      industry: 'smarthome',
      heading: '智能家居面板与结构',
      text: '门锁、开关面板、传感器外壳的外观与安装结构，兼顾玻璃面板、指纹模组与电池仓。',
      focus: ['面板与模组装配', '防水与安装孔位', '表面处理与配色方案'],
      examples: '智能门锁面板、温湿度传感器、窗帘电机外壳',
      packageId: 3,
    },
    {
      industry: 'gifts',
      heading: '文创礼品与手办',
      text: '城市地标、IP 形象、纪念品的造型建模，拆件便于打印和上色，适合小批量定制。',
      focus: ['造型建模与细节雕刻', '拆件与免支撑设计', '上色与包装建议'],
      examples: '地标香薰摆件、IP 手办、企业纪念品',
      packageId: 1,
    },
    {
      industry: 'automotive',
      heading: '汽车配件与改装件',
      text: '车载支架、内饰改装件、停产件逆向，按车型实测尺寸设计，耐温与振动按车规考虑。',
      focus: ['车型实测与逆向', '耐温与抗振结构', '尼龙与碳纤维打印'],
      examples: '出风口手机支架、中控储物格、停产卡扣',
      packageId: 1,
    },
  ] satisfies IndustrySolution[],
} as const;

export const packagesSection = {
  id: 'packages',
  eyebrow: '设计套餐',
  heading: '四档套餐，工作量写得清清楚楚',
  intro: '价格含税，一次付清。“设计需求”是一次独立的设计任务，修改次数按每个需求计算。',
  recommended: '推荐',
  perPurchase: '/ 套',
  requests: '设计需求',
  revisions: '每个需求可修改',
  delivery: '首版交付',
  requestsUnit: '次',
  revisionsUnit: '次',
  daysUnit: '个工作日',
  buy: '选择此套餐',
  note: '不确定选哪个？拨打服务电话，设计顾问会按你的项目推荐。',
} as const;
