import { processes } from './processes.ts';
import { partnerFactories } from './factories.ts';

const materialCount = processes.reduce((sum, process) => sum + process.materials.length, 0);
const fastestLeadDays = Math.min(...processes.map((process) => process.leadDays.min));

/** The first screen of the platform home. */
export const hero = {
  eyebrow: '3D 打印 · CNC 加工 · 真空复模',
  heading: '上传模型，立刻看到真实价格',
  lead: '在浏览器里直接测量 STL、OBJ、3MF 模型的体积与尺寸，价格逐项列明；STEP、IGES 文件转人工报价，不收取任何费用。报价进度自动保存，订单每一步都有时间记录。',
  primary: { label: '立即报价', href: '/quotationorder/selectmaterialprocess' },
  secondary: [
    { label: '提交专业订单', href: '/professionalorder' },
    { label: '找工程师做设计', href: '/mydesign/home' },
  ],
  /** Facts about the catalogue, derived from the content so they never drift from it. */
  figures: [
    { value: String(processes.length), unit: '种', label: '成形工艺' },
    { value: `${Math.floor(materialCount / 10) * 10}+`, unit: '种', label: '可选材料' },
    { value: String(partnerFactories.length), unit: '家', label: '合作工厂' },
    { value: String(fastestLeadDays * 24), unit: '小时', label: '最快发货' },
  ],
  /** The sample quotation drawn beside the headline; it illustrates, it is not live data. */
  sample: {
    caption: '报价示例',
    fileName: '外壳_上盖.stl',
    measured: '已测量',
    rows: [
      { label: '体积', value: '36.50 cm³' },
      { label: '尺寸', value: '86 × 54 × 22 mm' },
      { label: '三角面', value: '48,216' },
      { label: '材料', value: 'SLA 白色树脂' },
    ],
    /** Volume in mm³ and the price in fen per cm³, so the shown total is computed, not typed. */
    volumeMm3: 36_500,
    pricePerCm3Fen: 80,
    totalLabel: '预估价格',
    manualFileName: '支架_v2.step',
    manualStatus: '人工报价',
    manualNote: '无法自动测量的文件由工程师在 1 个工作日内报价，不收费',
  },
} as const;
