import { makeT } from '../../../../lib/format/translate.ts';

/** Step 3's notice of files the server no longer has: shipped only with that notice, which most drafts never show. */
export const quotationGoneMessages = {
  'quotation.gone.title': '以下文件在服务器上已不存在（已在「我的文件」中删除，或超过保留期被清理），不能计价。移除它继续下单，或重新上传；其他内容都保留：',
  'quotation.gone.remove': '移除',
  'quotation.gone.removeOf': '移除「{name}」',
  'quotation.gone.reupload': '重新上传',
  'quotation.gone.reuploadOf': '重新上传「{name}」',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(quotationGoneMessages);
