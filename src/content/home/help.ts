/** The contact strip near the end of the platform home; the details come from src/content/contact.ts. */
export const helpSection = {
  id: 'help',
  heading: '不确定选哪种工艺？',
  intro: '把图纸和需求告诉我们，工程师会在工作时间内回复建议方案。',
  labels: {
    phone: '服务电话',
    hours: '服务时间',
  },
  links: [
    { label: '查看全部联系方式', href: '#contact' },
    { label: '提交专业订单，由工程师审核', href: '/professionalorder' },
  ],
} as const;
