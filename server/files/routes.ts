import type { Hono } from 'hono';
import { z } from 'zod';
import { DraftFilesAlive, DraftFilesAnswer, DraftId, DraftKind, FileDeleteResult, StoredFilePage, UploadPurposeField, UploadResult } from '../../src/wire/files.ts';
import { UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import { PageQuery } from '../../src/wire/common.ts';
import { fileFormatOf, maxBytesOf, type UploadPurpose } from '../../src/lib/files/file-formats.ts';
import { UNATTACHED_FILE_DAYS } from '../../src/lib/files/file-retention.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { validate } from '../core/validation.ts';
import { customerScope } from '../users/customers.ts';
import { acceptUpload } from './accept-upload.ts';
import { downloadAnswer, fileDownload } from './download.ts';
import { filePart, uploadAnswers, uploadLimits } from './schema.ts';
import { countDraftFiles, findOwnFile } from './store.ts';
import { deleteOwnFile, listStoredFiles, markDraftFiles } from './stored-files.ts';
import { extensionText, receiveUpload, uploadMessages } from './upload-policy.ts';

export const FileIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '文件编号无效')
    .transform(Number),
});


export const tooManyFiles = `每个报价最多上传 ${UPLOAD_LIMITS.maxFiles} 个文件`;

const tags = ['文件'];
const notFound = error('文件不存在（或属于其他客户）');

/** The text fields of an upload, sent before the file. */
const UploadFields = z.object({ draftId: DraftId, purpose: UploadPurposeField.optional(), draftKind: DraftKind.optional() });

/**
 * POST /shop-file (upload), GET /shop-file (the customer's stored files), DELETE /shop-file/{id}
 * and GET /shop-file/{id}/content (download).
 */
export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, uploads, now } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/',
    summary: '上传一个设计文件',
    description:
      `draftId（客户端生成的报价、专业订单或设计需求草稿编号）须在 file 之前发送；同一草稿最多 ${UPLOAD_LIMITS.maxFiles} 个文件。${uploadLimits}` +
      '网格文件（STL、OBJ、3MF）由服务器自行测量，无法解析的网格被拒绝并说明原因。' +
      'STEP、IGES 由服务器用与浏览器相同的解析库（occt-import-js）测量，按文件自身的长度单位换算为毫米，geometry 为其中实体的体积、表面积、外形尺寸与三角面数；' +
      '无法测量的 CAD 文件照样保存，geometry 为 null（人工报价），warnings 说明原因：surfaceOnly（只有曲面，没有实体）、truncated（文件不完整）、unsupportedSchema（不是机械设计的 STEP 协议）、' +
      'empty（没有任何几何）、unreadable（无法解析）、parseTimeout（解析超过 80 秒）、tooComplex（解析所需内存超过 2 GB）。ZIP 的 geometry 为 null（人工报价）。' +
      'geometry.machining 为可加工性分析（与浏览器同一几何模块）：最少装夹方向 setups（+z 为从上方）、各装夹加工的面积、只有倾斜刀具能到达的面积（五轴）、任何直线刀具都到达不了的面积、最深的深窄槽（深度大于宽度 3 倍）；pocket 为最深的型腔（深、宽、表面积与去除体积），wall 为最细高的薄壁（高、厚及高厚比超过 8:1 的壁面积），corner 为最小的圆角内角（半径与深度），turned 为回转体（轴向、最大直径、长度、平整端面数，按圆棒车削报价）；' +
      'geometry.support 为打印支撑分析：沿每个轴向朝上成形时，朝下超过 45°（且不在成形平台上）的悬垂面积（mm²）与其下方到平台的空间（mm³，高度上限 50 mm），SLA、FDM 按此计支撑与去支撑；' +
      '读出的体积大于包围盒或有相互重叠的实体时 geometry 为 null，warnings 含 volumeExceedsBox 或 overlappingShells（人工报价，不计价）。' +
      '含多个实体的 STEP、IGES（装配体）及摆放了两个以上对象的 3MF 另答 parts：按名称与形状合并的不同零件，各带文件中的名称、每套数量和单件的几何（含其可加工性分析；报价时可按零件清单分行计价，见 POST /api/shop-quotation/price 的 items[].parts）。' +
      `设计需求的参考文件带 purpose=reference，另可上传 JPG、PNG、WebP 图片和 PDF。没有被订单或设计需求使用的文件在上传 ${UNATTACHED_FILE_DAYS} 天后自动删除。`,
    multipart: {
      fields: UploadFields,
      required: ['draftId', 'file'],
      parts: {
        draftId: { description: '客户端生成的草稿编号（报价、专业订单或设计需求），须在 file 之前发送' },
        purpose: { description: '设计需求的参考文件（可为图片或 PDF），须在 file 之前发送' },
        draftKind: { description: '草稿的类型（quotation 报价、professional 专业订单、design 设计需求），须在 file 之前发送：文件从上传起即记为用于该未提交的草稿（同 POST /shop-file/in-draft）' },
        file: filePart,
      },
    },
    responses: { 201: json('已保存的文件与店铺已用空间', UploadResult), ...uploadAnswers, 409: error('每个报价最多上传 20 个文件') },
  }, async (c) => {
    const scope = customerScope(db, c.get('customerId'));
    let draftId = '';
    let draftKind: DraftKind | null = null;
    const checkCount = () => {
      if (countDraftFiles(db, scope.customerId, draftId) >= UPLOAD_LIMITS.maxFiles) throw new HttpError(409, tooManyFiles);
    };
    const purposeOf = (fields: ReadonlyMap<string, string>): UploadPurpose => {
      const sent = fields.get('purpose');
      if (sent === undefined) return 'drawing';
      const checked = validate(UploadFields.shape.purpose, sent);
      if (!checked.ok) throw new HttpError(400, checked.message);
      return checked.data ?? 'drawing';
    };
    const { file } = await receiveUpload(c.req.raw, {
      folder: uploads,
      maxBytes: UPLOAD_LIMITS.maxBytes,
      maxBytesOf,
      fields: Object.keys(UploadFields.shape),
      formatOf: (name, fields) => fileFormatOf(name, purposeOf(fields)),
      unsupported: (name, fields) =>
        purposeOf(fields) === 'reference'
          ? `不支持的文件格式：${extensionText(name)}（参考文件支持 JPG、PNG、WebP、PDF 与 STL、OBJ、3MF、STEP、IGES、ZIP）`
          : uploadMessages.unsupported(name),
      beforeFile: (_, fields) => {
        const sent = fields.get('draftId');
        if (sent === undefined) throw new HttpError(400, '缺少草稿编号（须在文件之前发送）');
        const checked = validate(UploadFields.shape.draftId, sent);
        if (!checked.ok) throw new HttpError(400, checked.message);
        draftId = checked.data;
        const kind = fields.get('draftKind');
        if (kind !== undefined) {
          const checkedKind = validate(DraftKind, kind);
          if (!checkedKind.ok) throw new HttpError(400, checkedKind.message);
          draftKind = checkedKind.data;
        }
        checkCount();
      },
    });
    const result = await acceptUpload(deps, scope, { id: draftId, kind: draftKind }, file, { check: checkCount, link: () => null });
    const body: UploadResult = { file: result.file, storageSize: result.storageSize };
    return c.json(body, 201);
  });

  route({
    method: 'get',
    path: '/',
    summary: '本人上传的文件（新的在前）：大小、用途，未使用的文件何时自动删除',
    description:
      `usedBy 列出使用该文件的订单（order）、设计需求（design）和保存的报价单（quotation）；为空的文件可以删除，并在上传 ${UNATTACHED_FILE_DAYS} 天后（expiresAt）自动删除。` +
      `inDraft：未提交的草稿（报价、专业订单、设计需求）最近一次说明仍在使用它（见 POST /shop-file/in-draft），文件从那时起再保留 ${UNATTACHED_FILE_DAYS} 天。totalSize 为本人全部文件的字节数（店铺的 storageSize 统计所有客户的文件）。`,
    query: PageQuery,
    responses: { 200: json('一页文件', StoredFilePage), 400: error('分页参数无效') },
  }, (c, { query }) => c.json(listStoredFiles(db, c.get('customerId'), query, now())));

  route({
    method: 'post',
    path: '/in-draft',
    summary: '未提交的草稿说明仍在使用这些文件',
    description:
      `草稿（报价、专业订单、设计需求）每次打开时（以及打开期间每小时）发送它仍在使用的文件编号：本人的这些文件从此刻起再保留 ${UNATTACHED_FILE_DAYS} 天，「我的文件」注明用于未提交的草稿。` +
      'missing 为其中已不存在（已删除、已过期清理）或不属于本人的文件编号，草稿据此提示客户移除或重新上传。',
    json: DraftFilesAlive,
    responses: { 200: json('已不存在的文件编号', DraftFilesAnswer), 400: error('参数无效') },
  }, (c, { json: body }) => {
    const answer: DraftFilesAnswer = { missing: markDraftFiles(db, c.get('customerId'), body, now()) };
    return c.json(answer);
  });

  route({
    method: 'delete',
    path: '/:id',
    summary: '删除本人未被使用的文件，释放店铺存储空间',
    params: FileIdParam,
    responses: {
      200: json('店铺已用空间', FileDeleteResult),
      400: error('文件编号无效'),
      404: notFound,
      409: error('文件已用于订单，不能删除；或 文件已用于报价单 BJ…，删除报价单后才能删除'),
      503: error('文件存储暂不可用（文件与记录都保留）'),
      507: error('服务器存储空间不足'),
    },
  }, (c, { params }) => {
    const body: FileDeleteResult = { storageSize: deleteOwnFile(deps, customerScope(db, c.get('customerId')), params.id) };
    return c.json(body);
  });

  route({
    method: 'get',
    path: '/:id/content',
    summary: '下载本人上传的文件，或本人订单、设计需求用到的文件',
    description: 'Content-Disposition 为 attachment，文件名以 RFC 5987 filename* 给出；带 Content-Length。',
    params: FileIdParam,
    responses: {
      200: downloadAnswer,
      400: error('文件编号无效'),
      404: notFound,
      503: error('文件存储暂不可用'),
      507: error('服务器存储空间不足'),
    },
  }, (c, { params }) => {
    const { file, storedName } = findOwnFile(db, c.get('customerId'), params.id);
    return fileDownload(c, uploads, file, storedName);
  });

  return routes;
}
