import { z } from 'zod';
import { DraftId, MaterialQuery, UPLOAD_LIMITS } from '../src/api/quotation-schema.ts';
import { PageQuery } from '../src/api/schema.ts';
import { UNATTACHED_FILE_DAYS } from '../src/lib/file-formats.ts';
import { bearer, body, common, error, json, type Paths } from './openapi-operations.ts';
import { parametersOf } from './openapi-schemas.ts';
import { FileIdParam } from './files/routes.ts';

const orderNoParam = [{ name: 'orderNo', in: 'path' as const, required: true, schema: { type: 'string' }, description: '订单号，如 DZ20261121-0001' }];

// Inside the document its own dialect applies.
const { $schema: _dialect, ...draftIdSchema } = z.toJSONSchema(DraftId, { io: 'input', target: 'draft-2020-12' });

const limits = `单个文件最大 ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB（边接收边检查），并受店铺存储空间限制；本接口不受 JSON 请求体 1 MB 的限制。`;

/** A multipart body: the text fields (sent before the file) and the file itself. */
function multipart(fields: Record<string, unknown>, required: string[]) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [...required, 'file'],
          properties: {
            ...fields,
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description:
                '设计文件：.stl .obj .3mf .step/.stp .iges/.igs .zip（扩展名不区分大小写）；purpose=reference 时另可 .jpg/.jpeg .png .webp .pdf（每个不超过 20 MB，按内容识别）',
            },
          },
        },
      },
    },
  };
}

const uploadErrors = {
  400: error(
    '不是 multipart、缺少或多余的字段（或字段在 file 之后）、空文件、不支持的文件格式（不支持的文件格式：.dwg（支持 STL、OBJ、3MF、STEP、IGES、ZIP））、' +
      '无法解析的网格（文件「x.stl」无法解析为 STL 模型：…）、内容与扩展名不符、或含控制字符的文件名',
  ),
  401: common.unauthorized,
  413: error('文件「名称」超过 100 MB 的上限；或 存储空间不足：「名称」需要 x MB，剩余 y MB'),
  503: error('文件存储暂不可用（服务器无法写入上传目录）'),
  507: error('服务器存储空间不足'),
};

/** The quotation flow (catalogue, uploads, pricing, customised orders) and professional orders. */
export function quotationPaths(): Paths {
  return {
    '/api/shop-process': {
      get: {
        tags: ['报价'],
        summary: '当前使用工厂的全部工艺（不分页）',
        security: bearer,
        responses: { 200: json('工艺列表', 'ProcessPage'), 401: common.unauthorized, 409: error('请先选择常用工厂') },
      },
    },
    '/api/shop-material': {
      get: {
        tags: ['报价'],
        summary: '当前使用工厂的全部材料（可按工艺筛选，不分页）',
        description: '按工艺顺序、同一工艺内按单价从低到高排列。',
        security: bearer,
        parameters: parametersOf(MaterialQuery, 'query'),
        responses: {
          200: json('材料列表', 'MaterialPage'),
          400: common.badRequest,
          401: common.unauthorized,
          404: error('当前工厂不提供该工艺'),
          409: error('请先选择常用工厂'),
        },
      },
    },
    '/api/shop-file': {
      get: {
        tags: ['文件'],
        summary: '本人上传的文件（新的在前）：大小、用途，未使用的文件何时自动删除',
        description: `usedBy 列出使用该文件的订单（order）和设计需求（design）；为空的文件可以删除，并在上传 ${UNATTACHED_FILE_DAYS} 天后（expiresAt）自动删除。totalSize 为本人全部文件的字节数（店铺的 storageSize 统计所有客户的文件）。`,
        security: bearer,
        parameters: parametersOf(PageQuery, 'query'),
        responses: {
          200: json('一页文件', 'StoredFilePage'),
          400: error('分页参数无效'),
          401: common.unauthorized,
        },
      },
      post: {
        tags: ['文件'],
        summary: '上传一个设计文件',
        description:
          `draftId（客户端生成的报价、专业订单或设计需求草稿编号）须在 file 之前发送；同一草稿最多 ${UPLOAD_LIMITS.maxFiles} 个文件。${limits}` +
          '网格文件（STL、OBJ、3MF）由服务器自行测量，无法解析的网格被拒绝并说明原因；STEP、IGES、ZIP 的 geometry 为 null（人工报价）。' +
          `设计需求的参考文件带 purpose=reference，另可上传 JPG、PNG、WebP 图片和 PDF。没有被订单或设计需求使用的文件在上传 ${UNATTACHED_FILE_DAYS} 天后自动删除。`,
        security: bearer,
        requestBody: multipart(
          {
            draftId: { ...draftIdSchema, description: '客户端生成的草稿编号（报价、专业订单或设计需求），须在 file 之前发送' },
            purpose: { type: 'string', enum: ['reference'], description: '设计需求的参考文件（可为图片或 PDF），须在 file 之前发送' },
          },
          ['draftId'],
        ),
        responses: {
          201: json('已保存的文件与店铺已用空间', 'UploadResult'),
          ...uploadErrors,
          409: error('每个报价最多上传 20 个文件'),
        },
      },
    },
    '/api/shop-file/{id}': {
      delete: {
        tags: ['文件'],
        summary: '删除本人未被使用的文件，释放店铺存储空间',
        security: bearer,
        parameters: parametersOf(FileIdParam, 'path'),
        responses: {
          200: json('店铺已用空间', 'FileDeleteResult'),
          400: error('文件编号无效'),
          401: common.unauthorized,
          404: error('文件不存在（或属于其他客户）'),
          409: error('文件已用于订单，不能删除'),
          503: error('文件存储暂不可用（文件与记录都保留）'),
        },
      },
    },
    '/api/shop-file/{id}/content': {
      get: {
        tags: ['文件'],
        summary: '下载本人上传的文件，或本人订单、设计需求用到的文件',
        description: 'Content-Disposition 为 attachment，文件名以 RFC 5987 filename* 给出；带 Content-Length。',
        security: bearer,
        parameters: parametersOf(FileIdParam, 'path'),
        responses: {
          200: { description: '文件内容', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
          400: error('文件编号无效'),
          401: common.unauthorized,
          404: error('文件不存在（或属于其他客户）'),
        },
      },
    },
    '/api/shop-quotation/price': {
      post: {
        tags: ['报价'],
        summary: '按服务器的测量与价目计算报价',
        description:
          '单价 = max(起步价, round(体积 mm³ × 单价/cm³ ÷ 1000))；人工报价的文件单价为 0、manual 为 true。' +
          '会员折扣：按会员等级减去商品金额的百分比（向下取整到分）。' +
          '优惠券须为本人已领取、未使用、在有效期内，适用范围包含定制订单（限定工艺的须包含所选材料的工艺），商品金额达到门槛，且报价中没有人工报价的文件；折扣券按会员折扣后的金额计算。' +
          '运费：商品金额为 0（全部人工报价）时为 0；否则优惠后达到会员等级的包邮门槛免运费，不满收 15 元（freeShippingFrom 为所用门槛）。',
        security: bearer,
        requestBody: body('QuoteRequest'),
        responses: {
          200: json('报价', 'Quote'),
          400: error('参数无效、同一文件重复、优惠券不可用、不在适用范围或不满足使用条件'),
          401: common.unauthorized,
          404: error('材料不存在或当前工厂不提供；文件不存在'),
          409: error('请先选择常用工厂'),
          413: common.tooLarge,
        },
      },
    },
    '/api/shop-order/customized': {
      post: {
        tags: ['定制订单'],
        summary: '按报价创建定制订单',
        description:
          '服务器重新计算价格：与 expectedPayable 不同则返回 409 { message: "价格已更新，请确认新的金额", quote }，不创建任何内容。' +
          '含人工报价文件的订单为「待报价」，否则为「待付款」；所选优惠券标记为已使用。' +
          '同一客户以相同 idempotencyKey 再次提交（包括并发提交）返回 200 与第一次创建的订单。',
        security: bearer,
        requestBody: body('CreateCustomizedOrder'),
        responses: {
          201: json('已创建的订单', 'CustomizedOrder'),
          200: json('此前以相同 idempotencyKey 创建的订单', 'CustomizedOrder'),
          400: error('参数无效、同一文件重复、优惠券不可用、不在适用范围或不满足使用条件'),
          401: common.unauthorized,
          404: error('材料不存在或当前工厂不提供；文件不存在'),
          409: {
            description: '价格已更新（PriceChanged）；或 idempotencyKey 已用于另一个订单、请先选择常用工厂（ErrorBody）',
            content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/PriceChanged' }, { $ref: '#/components/schemas/ErrorBody' }] } } },
          },
          413: common.tooLarge,
        },
      },
    },
    '/api/shop-order/customized/{orderNo}': {
      get: {
        tags: ['定制订单'],
        summary: '本人的一个定制订单（含明细与时间线）',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: json('订单', 'CustomizedOrder'), 401: common.unauthorized, 404: error('订单不存在') },
      },
    },
    '/api/shop-professional-order': {
      get: {
        tags: ['专业订单'],
        summary: '分页列出本人的专业订单（新的在前）',
        security: bearer,
        parameters: parametersOf(PageQuery, 'query'),
        responses: { 200: json('一页专业订单', 'ProfessionalOrderPage'), 400: common.badRequest, 401: common.unauthorized },
      },
      post: {
        tags: ['专业订单'],
        summary: '创建专业订单（待报价）',
        description: '每个文件成为一个图纸（第 1 版）。期望交期不能早于上海时间的今天。相同 idempotencyKey 再次提交返回 200 与原订单。',
        security: bearer,
        requestBody: body('CreateProfessionalOrder'),
        responses: {
          201: json('已创建的订单', 'ProfessionalOrderSummary'),
          200: json('此前以相同 idempotencyKey 创建的订单', 'ProfessionalOrderSummary'),
          400: error('参数无效、期望交期无效或早于今天、同一文件重复'),
          401: common.unauthorized,
          404: error('文件不存在'),
          409: error('idempotencyKey 已用于另一个订单'),
          413: common.tooLarge,
        },
      },
    },
    '/api/shop-professional-order/{orderNo}/drawings': {
      get: {
        tags: ['专业订单'],
        summary: '订单的图纸及其全部版本（新版本在前）',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: json('订单与图纸', 'OrderDrawings'), 401: common.unauthorized, 404: error('订单不存在') },
      },
      post: {
        tags: ['专业订单'],
        summary: '上传图纸的新版本，或新增图纸',
        description: `带 drawingId（须在 file 之前发送）时作为该图纸的新版本，旧版本保留；不带时新增一个图纸（每个订单最多 ${UPLOAD_LIMITS.maxFiles} 个）。仅「待报价」的订单可以上传。${limits}`,
        security: bearer,
        parameters: orderNoParam,
        requestBody: multipart({ drawingId: { type: 'string', pattern: '^\\d{1,15}$', description: '要修订的图纸编号' } }, []),
        responses: {
          201: json('新版本', 'DrawingUploadResult'),
          ...uploadErrors,
          404: error('订单不存在；图纸不存在'),
          409: error('订单已是「…」状态，不能再上传图纸；每个订单最多 20 个图纸'),
        },
      },
    },
  };
}
