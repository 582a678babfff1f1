import type { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import { CreateProfessionalOrder, DrawingUploadResult, OrderDrawings, ProfessionalOrderPage, ProfessionalOrderSummary } from '../../src/wire/professional-orders.ts';
import { PageQuery } from '../../src/wire/common.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { validate } from '../core/validation.ts';
import { acceptUpload } from '../files/accept-upload.ts';
import { filePart, uploadAnswers, uploadLimits } from '../files/schema.ts';
import { receiveUpload } from '../files/upload-policy.ts';
import { customerScope } from '../users/customers.ts';
import {
  addDrawingVersion,
  assertDrawingOf,
  assertTakesDrawings,
  countDrawings,
  createProfessionalOrder,
  drawingsOf,
  findProfessionalOrder,
  listProfessionalOrders,
  professionalMessages,
} from './professional-store.ts';
import { OrderNoParam } from './schema.ts';

/** Multipart text field of a drawing upload: the drawing the file revises. */
export const DrawingIdField = z.string().regex(/^\d{1,15}$/, '图纸编号无效').transform(Number);
const DrawingFields = z.object({ drawingId: DrawingIdField.optional().describe('要修订的图纸编号') });

const tags = ['专业订单'];

/**
 * GET and POST /shop-professional-order (list, create), and the drawings of one order:
 * GET /{orderNo}/drawings and POST /{orderNo}/drawings (upload a new version or drawing).
 */
export function professionalOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '分页列出本人的专业订单（新的在前）',
    query: PageQuery,
    responses: { 200: json('一页专业订单', ProfessionalOrderPage) },
  }, (c, { query }) => c.json(listProfessionalOrders(db, c.get('customerId'), query)));

  route({
    method: 'post',
    path: '/',
    summary: '创建专业订单（待报价）',
    description: '每个文件成为一个图纸（第 1 版）。期望交期不能早于上海时间的今天。相同 idempotencyKey 再次提交返回 200 与原订单。',
    json: CreateProfessionalOrder,
    responses: {
      201: json('已创建的订单', ProfessionalOrderSummary),
      200: json('此前以相同 idempotencyKey 创建的订单', ProfessionalOrderSummary),
      400: error('参数无效、期望交期无效或早于今天、同一文件重复'),
      404: error('文件不存在'),
      409: error('该提交编号已用于另一个订单，请刷新页面后重新提交'),
    },
  }, (c, { json: body }) => {
    const scope = customerScope(db, c.get('customerId'));
    const creation = createProfessionalOrder(db, scope, body, deps.now());
    return c.json(findProfessionalOrder(db, scope.customerId, creation.ref), creation.kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/:orderNo/drawings',
    summary: '订单的图纸及其全部版本（新版本在前）',
    params: OrderNoParam,
    responses: { 200: json('订单与图纸', OrderDrawings), 404: error('订单不存在') },
  }, (c, { params }) => {
    const order = findProfessionalOrder(db, c.get('customerId'), params.orderNo);
    const body: OrderDrawings = { order, drawings: drawingsOf(db, order.id) };
    return c.json(body);
  });

  route({
    method: 'post',
    path: '/:orderNo/drawings',
    summary: '上传图纸的新版本，或新增图纸',
    description: `带 drawingId（须在 file 之前发送）时作为该图纸的新版本，旧版本保留；不带时新增一个图纸（每个订单最多 ${UPLOAD_LIMITS.maxFiles} 个）。仅「待报价」的订单可以上传。${uploadLimits}`,
    params: OrderNoParam,
    multipart: {
      fields: DrawingFields,
      required: ['file'],
      parts: { file: filePart },
    },
    responses: {
      201: json('新版本', DrawingUploadResult),
      ...uploadAnswers,
      404: error('订单不存在；图纸不存在'),
      409: error('订单已是「…」状态，不能再上传图纸；每个订单最多 20 个图纸'),
    },
  }, async (c, { params }) => {
    const scope = customerScope(db, c.get('customerId'));
    const order = findProfessionalOrder(db, scope.customerId, params.orderNo);
    assertTakesDrawings(db, order.id);
    let drawingId: number | null = null;
    const check = () => {
      assertTakesDrawings(db, order.id);
      if (drawingId !== null) assertDrawingOf(db, order.id, drawingId);
      else if (countDrawings(db, order.id) >= UPLOAD_LIMITS.maxFiles) throw new HttpError(409, professionalMessages.tooManyDrawings(UPLOAD_LIMITS.maxFiles));
    };
    const { file } = await receiveUpload(c.req.raw, {
      folder: deps.uploads,
      maxBytes: UPLOAD_LIMITS.maxBytes,
      fields: Object.keys(DrawingFields.shape),
      beforeFile: (_, fields) => {
        const sent = fields.get('drawingId');
        if (sent !== undefined && sent !== '') {
          const checked = validate(DrawingIdField, sent);
          if (!checked.ok) throw new HttpError(400, checked.message);
          drawingId = checked.data;
        }
        check();
      },
    });
    const at = deps.now().getTime();
    const result = await acceptUpload(deps, scope, null, file, {
      check,
      link: (fileId) => addDrawingVersion(db, order.id, drawingId, { id: fileId, name: file.name }, at),
    });
    const body: DrawingUploadResult = {
      drawingId: result.linked.drawingId,
      version: { ...result.file, version: result.linked.version },
      storageSize: result.storageSize,
    };
    return c.json(body, 201);
  });

  return routes;
}
