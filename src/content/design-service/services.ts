import { cheapestPackage, fastestDeliveryDays, packagePriceText } from './packages.ts';

/** The design-service home (/mydesign/home): what the designers do and how working with them goes. */
export const designHero = {
  eyebrow: '星火设计服务',
  heading: '从一张草图，到能直接生产的三维图纸',
  lead: '把草图、照片或旧零件交给我们：工业设计与结构工程师完成建模、结构和外观，按所选工艺出图。图纸交付即可在平台报价下单，不用在设计公司和工厂之间来回传话。',
  primary: { label: '查看套餐与价格', href: '/mydesign/solution' },
  secondary: { label: '看看设计案例', href: '/mydesign/case' },
  imageAlt: '设计流程示意：左侧蓝图上是智能音箱的手绘草图，右侧是完成后的产品渲染图',
  figures: [
    { value: '1,200+', label: '已交付设计项目' },
    { value: `${fastestDeliveryDays} 天`, label: '建模最快交付' },
    { value: '96%', label: '首版即进入打样' },
  ],
} as const;

export const servicesSection = {
  id: 'services',
  eyebrow: '我们做什么',
  heading: '四类设计服务，覆盖产品从想法到量产',
  intro: '每个项目都由一位主设计师负责到底，结构与制造工程师共同评审，交付的是能做出来的图纸，而不只是好看的效果图。',
  items: [
    {
      icon: 'model',
      title: '三维建模',
      text: '根据草图、照片、二维图纸或实物测绘建立参数化三维模型，尺寸可追溯、可修改。',
      deliverables: ['STEP / STL 源文件', '关键尺寸标注'],
    },
    {
      icon: 'structure',
      title: '结构设计',
      text: '外壳拆件、卡扣与螺柱、装配间隙和运动干涉检查，按 3D 打印、CNC 或注塑工艺设计壁厚与拔模。',
      deliverables: ['装配模型与爆炸图', '可制造性评审报告'],
    },
    {
      icon: 'styling',
      title: '外观设计',
      text: '造型方案、色彩材质与表面处理（CMF）建议，输出渲染效果图，用于评审、众筹或电商详情页。',
      deliverables: ['3 套造型方向', '高清渲染效果图'],
    },
    {
      icon: 'reverse',
      title: '逆向与改良',
      text: '旧零件停产或只有实物？通过测绘与扫描重建模型，并针对断裂、松动等问题做结构改良。',
      deliverables: ['重建模型与对比', '改良说明'],
    },
  ],
} as const;

export const howSection = {
  id: 'how-it-works',
  eyebrow: '怎么合作',
  heading: '五步完成，进度随时可查',
  intro: '购买套餐后在“设计订单”里提交需求，设计师接单、交付、修改，每一步都记录在设计订单的进度里。',
  stepLabel: '第 {n} 步',
  steps: [
    { title: '选择设计套餐', text: '按项目复杂度选套餐，价格、需求次数、修改次数与交付天数一目了然。' },
    { title: '提交设计需求', text: '写下用途与要求，上传草图、照片或参考文件；不确定的地方，设计师会电话确认。' },
    { title: '设计师接单', text: '1 个工作日内接单并给出方案思路，关键尺寸与工艺限制提前对齐。' },
    { title: '交付与修改', text: '在约定天数内交付图纸与效果图，不满意可按套餐次数申请修改。' },
    { title: '确认并下单生产', text: '确认完成后图纸归你所有，下载后即可上传到在线报价，选择工厂打样或小批量生产。' },
  ],
} as const;

export const workshopSection = {
  id: 'design-to-make',
  eyebrow: '设计直通生产',
  heading: '设计师就坐在工厂旁边',
  intro: '设计团队与深圳宝安的打印和 CNC 车间在同一栋楼，每个关键结构都会先打一版验证，再交付给你。',
  imageAlt: '打印车间插画：一台光固化 3D 打印机正在打印机械夹爪，工作台上摆着门锁面板、智能音箱与血氧仪样件',
  points: [
    { title: '按工艺出图', text: 'SLA、SLS、MJF、FDM、金属打印和 CNC 各有壁厚与公差规则，设计时就按你要用的工艺来。' },
    { title: '打样验证', text: '产品开发套餐包含一次手板验证，装配与手感问题在交付前解决。' },
    { title: '图纸归你所有', text: '交付全部源文件，可在平台下单，也可以拿去任何工厂生产。' },
  ],
  cta: { label: '上传图纸在线报价', href: '/quotationorder/selectmaterialprocess' },
} as const;

export const designFaq = {
  id: 'faq',
  eyebrow: '常见问题',
  heading: '合作前常被问到的问题',
  items: [
    { question: '只有手绘草图可以吗？', answer: '可以。草图、照片、手机拍的旧零件都行，最好附上关键尺寸或参照物，设计师接单后会和你确认细节。' },
    { question: '修改次数用完了怎么办？', answer: '每个设计需求的修改次数写在套餐里；用完后可以用同一套餐剩余的设计需求继续修改，或再购买一个套餐。' },
    { question: '设计图纸的版权归谁？', answer: '确认完成后，图纸和源文件的全部权利归你所有，我们只在你同意后才会把作品用于案例展示。' },
    { question: '会签保密协议吗？', answer: '会。需要保密协议时，提交设计需求前联系设计顾问（服务电话或微信，见页面底部“联系我们”），双方签署后再开始设计。' },
  ],
} as const;

/** Its price and days come from the packages, so the band never quotes another figure than the packages page. */
export const designCta = {
  heading: '准备好把想法变成图纸了吗？',
  text: `${cheapestPackage.name} ${packagePriceText(cheapestPackage.price)} 起，最快 ${fastestDeliveryDays} 个工作日交付；先聊聊也可以，电话和微信都有人接。`,
  primary: { label: '选择设计套餐', href: '/mydesign/solution/packagePayment' },
  secondary: { label: '联系设计顾问', href: '/mydesign/aboutus#contact-us' },
} as const;
