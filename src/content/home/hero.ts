import { processes } from './processes.ts';
import { partnerFactories } from './factories.ts';
import { INSTANT_QUOTE_FORMATS, MANUAL_QUOTE_FORMATS, formatNames } from '../../lib/files/file-formats.ts';

const materialCount = processes.reduce((sum, process) => sum + process.materials.length, 0);
const fastestLeadDays = Math.min(...processes.map((process) => process.leadDays.min));

/** The first screen of the platform home. */
export const hero = {
  eyebrow: '3D 打印 · CNC 加工 · 真空复模',
  heading: '上传模型，立刻看到真实价格',
  // The formats are the shop's own lists (file-formats.ts): what is measured at once, and what an engineer quotes.
  lead: `${formatNames(INSTANT_QUOTE_FORMATS)} 文件上传即测量体积与尺寸、给出价格并可 3D 预览，价格逐项列明；${formatNames(MANUAL_QUOTE_FORMATS)}由工程师人工报价，不收取任何费用。报价进度自动保存，订单每一步都有时间记录。`,
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
    /** A file of a format nothing measures (MANUAL_QUOTE_FORMATS): that is what an engineer quotes. */
    manualFileName: `支架图纸_v2.${MANUAL_QUOTE_FORMATS[0]}`,
    manualStatus: '人工报价',
    manualNote: `${formatNames(MANUAL_QUOTE_FORMATS)}由工程师在 1 个工作日内报价，不收费`,
  },
} as const;
