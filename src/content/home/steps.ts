import { INSTANT_QUOTE_FORMATS, formatNames } from '../../lib/files/file-formats.ts';

/** 下单流程: the same three steps as the quotation stepper. */
export const stepsSection = {
  id: 'how-it-works',
  eyebrow: '下单流程',
  heading: '三步完成下单',
  intro: '与在线报价页面的步骤一一对应；任何一步关闭页面，回来时选好的材料、已上传的文件和填写的内容都还在。',
  steps: [
    {
      title: '选择材料工艺',
      text: '按工艺筛选材料，对比每立方厘米单价、颜色和交期。',
      icon: 'material',
    },
    {
      title: '上传设计图纸',
      text: `拖入多个文件，逐个显示上传进度，失败可重试；${formatNames(INSTANT_QUOTE_FORMATS)} 即时测量并 3D 预览。`,
      icon: 'upload',
    },
    {
      title: '提交订单',
      text: '填写数量、地址和备注，选择优惠券；提交后服务器复核价格再生成订单。',
      icon: 'submit',
    },
  ],
  stepLabel: '第 {n} 步',
  statusHeading: '下单之后，每个状态都有时间记录',
  statuses: ['待报价', '待付款', '生产中', '已发货', '已完成'],
  statusNote: '待报价仅出现在需要人工报价或由工厂确认价格的订单中。',
  cta: { label: '从第一步开始报价', href: '/quotationorder/selectmaterialprocess' },
} as const;
