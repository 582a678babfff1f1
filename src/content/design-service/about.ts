import { industries } from './industries.ts';

/** /mydesign/aboutus: who the designers are, how a project runs, how to reach them. */
export const aboutIntro = {
  eyebrow: '关于我们',
  heading: '一支坐在工厂旁边的产品设计团队',
  lead: '星火设计成立于 2019 年，是星火智造平台的自营设计团队。我们在深圳宝安与打印、CNC 车间同楼办公，七年来为 600 多家硬件团队、工厂和工作室交付了 1,200 多个设计项目。',
  actions: [
    { label: '联系设计顾问', href: '#contact-us' },
    { label: '查看套餐价格', href: '/mydesign/solution' },
  ],
  imageAlt: '设计工作室插画：两台显示器上分别是机械夹爪的线框模型和渲染图，桌上有草图本、绿植和打印好的小塔模型',
  figures: [
    { value: '2019', label: '团队成立' },
    { value: '18 位', label: '设计与结构工程师' },
    { value: '600+', label: '服务过的客户' },
    { value: `${industries.length} 个`, label: '服务行业' },
  ],
} as const;

export const teamSection = {
  id: 'team',
  eyebrow: '团队',
  heading: '你会和这些人一起工作',
  intro: '每个项目都有一位主设计师负责到底，结构与制造工程师参与评审。',
  yearsLabel: '{n} 年经验',
  members: [
    { name: '林嘉', role: '设计总监', years: 12, focus: '消费电子与智能家居的外观和 CMF，曾任品牌手机 ID 设计师。' },
    { name: '周启明', role: '结构设计主管', years: 10, focus: '外壳拆件、运动机构与注塑结构，负责所有项目的可制造性评审。' },
    { name: '陈思远', role: '制造工程师', years: 8, focus: '3D 打印与 CNC 工艺，把控壁厚、公差与打样验证。' },
    { name: '何雨桐', role: '设计顾问', years: 6, focus: '需求沟通与套餐推荐，项目进度的第一联系人。' },
  ],
} as const;

export const processSection = {
  id: 'process',
  eyebrow: '服务流程',
  heading: '每个设计需求都这样推进',
  stepLabel: '第 {n} 步',
  steps: [
    { title: '需求沟通', time: '当天', text: '设计顾问阅读需求与参考文件，必要时电话确认用途、尺寸和工艺。' },
    { title: '方案与排期', time: '1 个工作日', text: '主设计师接单，方案思路和关键尺寸电话沟通；首版按套餐写明的天数交付。' },
    { title: '设计与评审', time: '按套餐', text: '建模、结构、外观同步推进，结构与制造工程师评审后才交付。' },
    { title: '交付与修改', time: '按套餐次数', text: '交付源文件与效果图，你可以确认完成，也可以写下意见申请修改。' },
    { title: '归档与生产', time: '随时', text: '确认后图纸归档在你的账号下，可随时在平台报价、打样和生产。' },
  ],
} as const;

export const valuesSection = {
  id: 'values',
  eyebrow: '我们的原则',
  heading: '三件我们一直坚持的事',
  items: [
    { title: '价格写在套餐里', text: '不按“工时”报价，不在交付后加价。工作量、修改次数和交付天数在购买前就写清楚。' },
    { title: '只交付能做出来的设计', text: '每份图纸都经过制造工程师评审，关键结构先打一版验证。' },
    { title: '你的设计只属于你', text: '需要时签署保密协议，源文件全部交付；未经同意不用于任何展示。' },
  ],
} as const;

export const contactSection = {
  id: 'contact-us',
  eyebrow: '联系我们',
  heading: '想先聊聊你的项目？',
  intro: '设计顾问在服务时间内接听电话、回复微信和 QQ，通常 30 分钟内回复。也欢迎带着样件来工作室当面聊。',
} as const;
