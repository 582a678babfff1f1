/** Short answers to what visitors ask before their first quotation. */
export const faqSection = {
  id: 'faq',
  eyebrow: '常见问题',
  heading: '下单前常被问到的问题',
  items: [
    {
      question: '支持哪些文件格式？',
      answer: 'STL、OBJ、3MF 会在浏览器里即时测量并报价；STEP、IGES 和压缩包转为人工报价，工程师报价前不会收取任何费用。',
    },
    {
      question: '价格是怎么算出来的？',
      answer: '单件价格按零件体积乘以材料单价计算，不低于单件起步价，再乘以数量；会员折扣、优惠券与运费在提交订单时逐项列出。服务器按同一规则复核，以订单页金额为准。',
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
