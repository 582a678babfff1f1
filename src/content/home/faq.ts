import { INSTANT_QUOTE_FORMATS, MANUAL_QUOTE_FORMATS, formatNames } from '../../lib/files/file-formats.ts';

/** Short answers to what visitors ask before their first quotation. */
export const faqSection = {
  id: 'faq',
  eyebrow: '常见问题',
  heading: '下单前常被问到的问题',
  items: [
    {
      question: '支持哪些文件格式？',
      answer: `${formatNames(INSTANT_QUOTE_FORMATS)} 上传后即时测量并报价，可 3D 预览；${formatNames(MANUAL_QUOTE_FORMATS)}转为人工报价，工程师报价前不会收取任何费用。损坏或无法读取的文件需重新导出后上传。`,
    },
    {
      question: '价格是怎么算出来的？',
      answer: '价格按零件的制造方式计算（打印按材料体积与机时，CNC 按坯料、切削与装夹，真空复模按母版、硅胶模与树脂），装夹、模具与按文件计的起步价由同一文件的数量分摊，单价乘以数量即小计；每个文件都列出费用明细，会员折扣、优惠券与运费在提交订单时逐项列出，服务器按同一规则复核，以订单页金额为准。',
    },
    {
      question: '上传到一半关掉页面会怎样？',
      answer: '选好的材料和已上传的文件会保存在本机，重新打开报价页面即可继续；上传失败的文件可以单独重试。',
    },
    {
      question: '订单下了之后怎么跟进？',
      answer: '订单中心按 待报价、待付款、生产中、已发货、已完成 显示状态和时间线，历史订单可以一键再次下单。',
    },
  ],
} as const;
