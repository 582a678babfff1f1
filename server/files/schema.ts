import { UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import { error } from '../core/route.ts';

/** What every upload endpoint says of its limits. */
export const uploadLimits = `单个文件最大 ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB（边接收边检查），并受店铺存储空间限制；本接口不受 JSON 请求体 1 MB 的限制。`;

/** The refusals every upload endpoint can answer. */
export const uploadAnswers = {
  400: error(
    '不是 multipart、缺少或多余的字段（或字段在 file 之后）、空文件、不支持的文件格式（不支持的文件格式：.dwg（支持 STL、OBJ、3MF、STEP、IGES、ZIP））、' +
      '无法解析的网格（文件「x.stl」无法解析为 STL 模型：…）、内容与扩展名不符、或含控制字符的文件名',
  ),
  413: error('文件「名称」超过 100 MB 的上限；或 存储空间不足：「名称」需要 x MB，剩余 y MB'),
  503: error('文件存储暂不可用（服务器无法写入上传目录）'),
  507: error('服务器存储空间不足'),
};

/** The file part of every upload form. */
export const filePart = {
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description:
    '设计文件：.stl .obj .3mf .step/.stp .iges/.igs .zip（扩展名不区分大小写）；purpose=reference 时另可 .jpg/.jpeg .png .webp .pdf（每个不超过 20 MB，按内容识别）',
} as const;
