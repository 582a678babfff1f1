import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of /footagedownload. */
export const footageMessages = {
  'footage.title': '素材下载',
  'footage.intro': '店铺提供的模型、治具、教程与资料，下载后会校验文件完整性。',
  'footage.tabs': '素材分类',
  'footage.category.all': '全部',
  'footage.category.model': '模型库',
  'footage.category.fixture': '夹具治具',
  'footage.category.video': '教程视频',
  'footage.category.guide': '设计规范',
  'footage.category.datasheet': '材料手册',
  'footage.search.label': '搜索素材',
  'footage.search.placeholder': '按标题或文件名搜索',
  'footage.clear': '清除筛选',
  'footage.total': '共 {count} 个素材',
  'footage.listLabel': '{category}素材',
  'footage.empty.title': '没有找到符合条件的素材',
  'footage.empty.hint': '换个关键词或分类试试。',
  'footage.empty.none': '该分类下暂无素材',
  'footage.format': '格式',
  'footage.size': '大小',
  'footage.downloads': '下载 {count} 次',
  'footage.updated': '上传于 {time}',
  'footage.download': '下载',
  'footage.downloadNamed': '下载 {title}',
  'footage.progressLabel': '{title} 的下载进度',
  'footage.progress': '{percent}% · {loaded} / {total}',
  'footage.progressUnknown': '已下载 {loaded}',
  'footage.verifying': '正在校验文件…',
  'footage.cancel': '取消下载',
  'footage.cancelNamed': '取消下载 {title}',
  'footage.cancelled': '已取消下载',
  'footage.done': '下载完成，文件已校验',
  'footage.saved': '已下载：{fileName}',
  'footage.hashMismatch': '文件校验失败：下载内容与素材不一致，未保存。请重试。',
  'footage.failed': '下载失败：{message}',
  'footage.retry': '重新下载',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...footageMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
