import { Hono } from 'hono';
import { z } from 'zod';
import { CreateProfessionalOrder, UPLOAD_LIMITS, type DrawingUploadResult, type OrderDrawings } from '../../src/api/quotation-schema.ts';
import { PageQuery } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { customerScope } from '../users/customers.ts';
import { inTransaction } from '../core/db.ts';
import { HttpError } from '../core/errors.ts';
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
import { receiveUpload } from '../files/upload-policy.ts';
import { acceptUpload } from '../files/accept-upload.ts';
import { readJson, readQuery, validate } from '../core/validation.ts';

/** Multipart text field of a drawing upload: the drawing the file revises. */
export const DrawingIdField = z.string().regex(/^\d{1,15}$/, '图纸编号无效').transform(Number);

/**
 * GET and POST /shop-professional-order (list, create), and the drawings of one order:
 * GET /{orderNo}/drawings and POST /{orderNo}/drawings (upload a new version or drawing).
 */
export function professionalOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.get('/', (c) => c.json(listProfessionalOrders(db, c.get('customerId'), readQuery(c, PageQuery))));

  routes.post('/', async (c) => {
    const body = await readJson(c, CreateProfessionalOrder);
    const scope = customerScope(db, c.get('customerId'));
    const { kind, orderNo } = inTransaction(db, () => createProfessionalOrder(db, scope, body, deps.now()));
    return c.json(findProfessionalOrder(db, scope.customerId, orderNo), kind === 'created' ? 201 : 200);
  });

  routes.get('/:orderNo/drawings', (c) => {
    const order = findProfessionalOrder(db, c.get('customerId'), c.req.param('orderNo'));
    const body: OrderDrawings = { order, drawings: drawingsOf(db, order.id) };
    return c.json(body);
  });

  routes.post('/:orderNo/drawings', async (c) => {
    const scope = customerScope(db, c.get('customerId'));
    const order = findProfessionalOrder(db, scope.customerId, c.req.param('orderNo'));
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
      fields: ['drawingId'],
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
