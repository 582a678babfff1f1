/** Search and share text of the platform home. */
export const homeMeta = {
  description:
    '星火智造定制零件在线报价：上传 STL、OBJ、3MF 模型即时测量出价，STEP、IGES 人工报价不收费。提供 SLA、SLS、MJF、FDM、SLM 金属 3D 打印、CNC 加工与真空复模，深圳、苏州、东莞工厂就近生产。',
} as const;
