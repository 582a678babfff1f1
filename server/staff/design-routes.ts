import type { Hono } from 'hono';
import { z } from 'zod';
import { DeliverFields, StaffDesignDetail, StaffDesignPage, StaffDesignQuery } from '../../src/wire/staff-design.ts';
import { DELIVERY_LIMITS } from '../../src/lib/forms/design-delivery-rules.ts';
import { drawingFormatOf, UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import { maxBytesOf, type FileFormat } from '../../src/lib/files/file-formats.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError, storageFailure } from '../core/errors.ts';
import { receiveMultipart, removeReceived } from '../core/multipart-receiver.ts';
import { error, json, resource } from '../core/route.ts';
import { parseOrThrow } from '../core/validation.ts';
import type { DeliveredFile } from '../design/deliveries.ts';
import { examine } from '../files/accept-upload.ts';
import { downloadAnswer, fileDownload } from '../files/download.ts';
import { FileIdParam } from '../files/routes.ts';
import { filePart } from '../files/schema.ts';
import { uploadMessages } from '../files/upload-policy.ts';
import { acceptFactoryDesign, assertDeliveryFits, deliverFactoryDesign, deliveryTargetOf, designFileOfRequest, findFactoryDesign, listFactoryDesign } from './design-store.ts';

const tags = ['员工：设计交付'];
const RequestNoParams = z.object({ requestNo: z.string().describe('设计需求编号，如 SJ20261121-0001') });
const notFound = error('设计需求不存在');
const maxMb = UPLOAD_LIMITS.maxBytes / 1024 / 1024;

export const deliveryMessages = {
  noFile: '请选择要交付的设计文件',
  tooManyFiles: `每次交付最多 ${DELIVERY_LIMITS.files.max} 个文件`,
} as const;

const multipart = {
  fields: DeliverFields,
  required: ['note', 'file'],
  parts: {
    note: { type: 'string', maxLength: DELIVERY_LIMITS.note.max, description: `交付说明（给客户看），去掉首尾空白后 1–${DELIVERY_LIMITS.note.max} 个字` },
    file: {
      type: 'array',
      minItems: DELIVERY_LIMITS.files.min,
      maxItems: DELIVERY_LIMITS.files.max,
      items: filePart,
      description: `${DELIVERY_LIMITS.files.min}–${DELIVERY_LIMITS.files.max} 个 file 分段：STL、OBJ、3MF、STEP、IGES 或 ZIP，每个不超过 ${maxMb} MB，与客户上传的设计文件同样检查`,
    },
  } satisfies Record<string, z.core.JSONSchema.BaseSchema>,
};

/**
 * /design: the design requests made with the factory's packages, and the designers' moves on
 * them (管理员 and 报价工程师): 接单, and 交付 of a version, which also answers a revision request.
 */
export function designRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now, uploads } = deps;
  const { routes, route } = resource(deps, { tags, staff: ['engineer'] });

  route({
    method: 'get',
    path: '/design',
    summary: '设计需求（等待设计师的在前，分页，可按状态筛选）',
    description: '本工厂设计套餐下的设计需求：先待接单，再设计中（含客户申请修改后的），各自等待最久的在前；然后待确认，最后已完成（新的在前）。',
    query: StaffDesignQuery,
    responses: { 200: json('一页设计需求', StaffDesignPage) },
  }, (c, { query }) => c.json(listFactoryDesign(db, c.get('staff').factoryId, query)));

  route({
    method: 'get',
    path: '/design/:requestNo',
    summary: '一个设计需求：客户的需求与参考文件、各版交付、修改意见与时间线',
    description: '其他工厂的设计需求与不存在的一样答 404。文件通过 /api/shop-staff/design/{requestNo}/files/{id} 下载。',
    params: RequestNoParams,
    responses: { 200: json('设计需求', StaffDesignDetail), 404: notFound },
  }, (c, { params: { requestNo } }) => c.json(findFactoryDesign(db, c.get('staff').factoryId, requestNo)));

  route({
    method: 'get',
    path: '/design/:requestNo/files/:id',
    summary: '下载设计需求的参考文件或任一版交付文件',
    description: 'Content-Disposition 为 attachment；该设计需求没有的文件答 404。',
    params: RequestNoParams.extend(FileIdParam.shape),
    responses: { 200: downloadAnswer, 400: error('文件编号无效'), 404: error('设计需求或文件不存在'), 503: error('文件存储暂不可用'), 507: error('服务器存储空间不足') },
  }, (c, { params: { requestNo, id } }) => {
    const { file, storedName } = designFileOfRequest(db, c.get('staff').factoryId, requestNo, id);
    return fileDownload(c, uploads, file, storedName);
  });

  route({
    method: 'post',
    path: '/design/:requestNo/accept',
    summary: '接单：待接单 → 设计中',
    description: '时间线写明设计师已接单。两位同事同时接单时，一位成功，另一位得到 409。',
    params: RequestNoParams,
    responses: { 200: json('设计中的设计需求', StaffDesignDetail), 404: notFound, 409: error('该设计需求已接单（可能由其他同事接单），正在设计中；已交付；或已完成') },
  }, (c, { params: { requestNo } }) => c.json(acceptFactoryDesign(db, c.get('staff'), requestNo, now().getTime())));

  route({
    method: 'post',
    path: '/design/:requestNo/deliver',
    summary: '交付设计稿：设计中 → 待确认（下一版）；回复客户的修改申请也是交付下一版',
    description:
      `一个 multipart 请求：交付说明 note 与 ${DELIVERY_LIMITS.files.min}–${DELIVERY_LIMITS.files.max} 个设计文件（file）。文件与客户上传的设计文件同样检查（格式、大小、网格须能解析），` +
      '保存为客户店铺的文件，计入客户店铺的存储空间（空间不足时 413）。交付为下一版（第 1 版，或客户申请修改后的第 n+1 版），客户的消息中心收到通知并链接到该设计需求。' +
      '任何拒绝都不保存任何内容；两位同事同时交付时，一位成功，另一位得到 409。',
    params: RequestNoParams,
    multipart,
    responses: {
      200: json('待确认的设计需求（含新的一版）', StaffDesignDetail),
      400: error('请填写交付说明；交付说明最多 500 个字；请选择要交付的设计文件；不支持的文件格式；文件无法解析'),
      404: notFound,
      409: error('请先接单，再交付设计稿；第 n 版设计稿已交付，正等待客户确认或申请修改；设计需求已完成'),
      413: error(`文件超过 ${maxMb} MB 的上限；或客户店铺的存储空间不足`),
      503: error('文件存储暂不可用'),
      507: error('服务器存储空间不足'),
    },
  }, async (c, { params: { requestNo } }) => {
    const staff = c.get('staff');
    const { fields, files } = await receiveMultipart(c.req.raw, {
      folder: uploads,
      messages: { ...uploadMessages, repeatedField: uploadMessages.unknownField, tooManyFiles: deliveryMessages.tooManyFiles, noName: deliveryMessages.noFile, noFile: deliveryMessages.noFile },
      fields: Object.keys(multipart.fields.shape),
      // 500 characters of up to 4 UTF-8 bytes each, and some room.
      maxFieldBytes: 4 * 1024,
      fieldsBeforeFiles: false,
      refuseRepeatedFields: true,
      filePart: 'file',
      maxFiles: DELIVERY_LIMITS.files.max,
      requireFile: true,
      maxNameLength: 255,
      headBytes: 1024,
      bodyLimit: DELIVERY_LIMITS.files.max * UPLOAD_LIMITS.maxBytes + 64 * 1024,
      accept: (name) => {
        // Refused before any byte is stored: a request that cannot take a delivery, a file that is no design file.
        deliveryTargetOf(db, staff.factoryId, requestNo);
        const format: FileFormat | null = drawingFormatOf(name);
        if (format === null) throw new HttpError(400, uploadMessages.unsupported(name));
        return { kind: format, maxBytes: maxBytesOf(format) };
      },
    });
    const kept: string[] = [];
    try {
      const { note } = parseOrThrow(multipart.fields, Object.fromEntries(fields));
      const target = deliveryTargetOf(db, staff.factoryId, requestNo);
      assertDeliveryFits(db, target, files.reduce((sum, file) => sum + file.size, 0));
      const delivered: DeliveredFile[] = [];
      for (const file of files) {
        const { format, measured } = await examine(deps, { ...file, format: file.kind }, target.customerId);
        const storedName = uploads.newStoredName(format);
        uploads.keep(file.path, storedName);
        kept.push(storedName);
        delivered.push({ name: file.name, storedName, size: file.size, sha256: file.sha256, format, ...measured });
      }
      return c.json(deliverFactoryDesign(db, staff, requestNo, note, delivered, now().getTime()));
    } catch (problem) {
      removeReceived(files);
      for (const name of kept) uploads.remove(name);
      throw storageFailure(problem) ?? problem;
    }
  });

  return routes;
}
