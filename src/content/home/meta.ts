import { partnerFactories } from './factories.ts';

/** Search and share text of the platform home; the cities are those of the partner factories. */
export const homeMeta = {
  description: `星火智造定制零件在线报价：上传 STL、OBJ、3MF 模型即时测量出价，STEP、IGES 人工报价不收费。提供 SLA、SLS、MJF、FDM、SLM 金属 3D 打印、CNC 加工与真空复模，${partnerFactories.map((factory) => factory.city).join('、')}工厂就近生产。`,
} as const;
