import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of the 3D preview dialog (loaded only when a preview opens). */
export const previewMessages = {
  'preview.titleSuffix': '· 3D 预览',
  'preview.close': '关闭预览',
  'preview.canvas': '{name} 的 3D 模型',
  'preview.loading': '正在加载 3D 预览…',
  'preview.noWebGl': '当前浏览器不支持 WebGL，无法显示 3D 预览。体积与尺寸不受影响。',
  'preview.unreadable': '无法解析此文件，不能显示 3D 预览。',
  'preview.loadFailed': '文件加载失败，不能显示 3D 预览。',
  'preview.controls': '预览控制',
  'preview.rotateLeft': '向左转',
  'preview.rotateRight': '向右转',
  'preview.rotateUp': '向上转',
  'preview.rotateDown': '向下转',
  'preview.zoomIn': '放大',
  'preview.zoomOut': '缩小',
  'preview.fit': '适合窗口',
  'preview.zoomLevel': '缩放 {percent}%',
  'preview.hint': '拖动旋转，滚轮或双指缩放；也可使用上方按钮。按 Esc 关闭。',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...previewMessages });
