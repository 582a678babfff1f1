/** The design-service promotion on the platform home. */
export const designServiceSection = {
  id: 'design-service',
  eyebrow: '设计服务',
  heading: '只有想法、没有图纸？交给我们的工程师',
  intro: '从草图、照片或旧零件出发，工程师完成三维建模和结构设计，图纸直接进入报价生产，不用在多家之间来回沟通。',
  points: [
    { title: '按套餐明码标价', text: '建模、结构、外观分档定价，修改次数和交付天数写在套餐里。' },
    { title: '面向制造的设计', text: '按所选工艺确定壁厚、拔模和公差，避免打印失败或返工。' },
    { title: '图纸归你所有', text: '交付 STEP 与 STL 源文件，可在平台下单，也可自行使用。' },
  ],
  primary: { label: '选择设计套餐', href: '/mydesign/solution/packagePayment' },
  secondary: { label: '了解设计服务', href: '/mydesign/home' },
} as const;
