import { partnerFactories } from './factories.ts';
import { INSTANT_QUOTE_FORMATS, MANUAL_QUOTE_FORMATS, formatNames } from '../../lib/files/file-formats.ts';

/** Search and share text of the platform home; the cities are those of the partner factories. */
export const homeMeta = {
  description: `星火智造定制零件在线报价：上传 ${formatNames(INSTANT_QUOTE_FORMATS)} 文件即时测量出价，${formatNames(MANUAL_QUOTE_FORMATS)}人工报价不收费。提供 SLA、SLS、MJF、FDM、SLM 金属 3D 打印、CNC 加工与真空复模，${partnerFactories.map((factory) => factory.city).join('、')}工厂就近生产。`,
} as const;
