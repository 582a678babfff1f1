import type { IndustryId } from './industries.ts';

/** Which generated picture pair (src/assets/design/<visual>-before.png / -after.jpg) shows the case. */
export type CaseVisual = 'speaker' | 'oximeter' | 'gripper' | 'lock' | 'pagoda' | 'mount';

/** A delivered design project; customers stay anonymous. */
export interface DesignCase {
  id: string;
  industry: IndustryId;
  title: string;
  customer: string;
  brief: string;
  result: string;
  metric: { value: string; label: string };
  packageName: string;
  visual: CaseVisual;
  beforeAlt: string;
  afterAlt: string;
}

export const casesIntro = {
  eyebrow: '设计案例',
  heading: '你的草图，我们交付的成品',
  lead: '左边是客户发来的草图或照片，右边是设计师交付的三维渲染。每个案例都已经打样或投产。',
  filterLegend: '按行业筛选',
  all: '全部行业',
  before: '客户草图',
  after: '交付成品',
  packageLabel: '套餐',
  cta: { label: '用同样的方式开始你的项目', href: '/mydesign/solution' },
} as const;

export const designCases: DesignCase[] = [
  {
    id: 'speaker',
    industry: 'electronics',
    title: '智能音箱外壳',
    customer: '深圳某智能硬件创业团队',
    brief: '手绘草图一张：圆柱外形、顶部灯环、底部配重，需要赶众筹视频。',
    result: '完成外壳拆件、网罩孔阵与灯环导光结构，SLA 手板一次装配成功。',
    metric: { value: '5 天', label: '从草图到手板' },
    packageName: '标准设计',
    visual: 'speaker',
    beforeAlt: '智能音箱手绘草图：圆柱外壳、顶部触控灯环、网罩孔与尺寸标注',
    afterAlt: '智能音箱渲染图：暖灰色网罩外壳、橙色顶部灯环和深色底座',
  },
  {
    id: 'oximeter',
    industry: 'medical',
    title: '指夹式血氧仪',
    customer: '苏州某医疗器械企业',
    brief: '现有产品照片与改进意见：夹持太紧、屏幕难看清、缝隙难清洁。',
    result: '重做上下壳与转轴弹簧位，显示窗加大，外壳缝隙减少 40%，通过注塑厂评审。',
    metric: { value: '−40%', label: '外壳缝隙长度' },
    packageName: '产品开发',
    visual: 'oximeter',
    beforeAlt: '指夹式血氧仪草图：上下两片外壳、显示窗、转轴与尺寸标注',
    afterAlt: '指夹式血氧仪渲染图：青绿色上壳、白色下壳，屏幕显示血氧 98 与心率 72',
  },
  {
    id: 'gripper',
    industry: 'automation',
    title: '机械臂柔性夹爪',
    customer: '东莞某产线集成商',
    brief: '要抓取鸡蛋大小的易碎件，原铝制夹爪压伤率高，只有一张工位照片。',
    result: 'TPU 柔性指配尼龙安装座，MJF 一体打印，压伤率降到 0.3% 以下。',
    metric: { value: '0.3%', label: '压伤率（原 6%）' },
    packageName: '标准设计',
    visual: 'gripper',
    beforeAlt: '机械臂夹爪草图：顶部安装座、两根弯曲柔性指夹住圆形工件',
    afterAlt: '机械臂夹爪渲染图：深灰安装座与两根橙色柔性指夹住白色工件',
  },
  {
    id: 'lock',
    industry: 'smarthome',
    title: '智能门锁前面板',
    customer: '中山某五金品牌',
    brief: '竞品参考图与电路板尺寸，要求更窄的面板和隐藏式指纹模组。',
    result: '面板宽度做到 72 mm，玻璃触控区与指纹模组一体化，CNC 铝件打样通过。',
    metric: { value: '72 mm', label: '面板宽度（原 80 mm）' },
    packageName: '产品开发',
    visual: 'lock',
    beforeAlt: '智能门锁面板草图：竖长面板、按键区、指纹模组与把手',
    afterAlt: '智能门锁面板渲染图：黑色玻璃面板、数字按键、香槟金指纹环与把手',
  },
  {
    id: 'pagoda',
    industry: 'gifts',
    title: '城市地标香薰摆件',
    customer: '杭州某文创工作室',
    brief: '一张古塔照片，希望做成能放香薰棒的桌面摆件，小批量礼盒装。',
    result: '三层塔身拆件免支撑打印，顶部藏香薰孔，首批 300 件一周交货。',
    metric: { value: '300 件', label: '首批礼盒订单' },
    packageName: '基础建模',
    visual: 'pagoda',
    beforeAlt: '古塔香薰摆件草图：三层塔檐、塔刹、拱门与尺寸标注',
    afterAlt: '古塔香薰摆件渲染图：米色塔身、绿色塔檐、金色塔刹与木色底座',
  },
  {
    id: 'mount',
    industry: 'automotive',
    title: '出风口无线充手机支架',
    customer: '广州某汽车用品店',
    brief: '旧款支架实物：夹臂易断，出风口夹不稳，希望加无线充。',
    result: '加强夹臂根部并改为球头可旋转夹，内置 15W 线圈位，碳纤维尼龙打印小批量上架。',
    metric: { value: '3×', label: '夹臂根部强度' },
    packageName: '基础建模',
    visual: 'mount',
    beforeAlt: '车载手机支架草图：方形背板、左右夹臂、无线充线圈与出风口夹',
    afterAlt: '车载手机支架渲染图：黑色背板、红色夹臂、银色线圈圈环与出风口夹',
  },
];
