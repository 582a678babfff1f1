import type { DatabaseSync } from 'node:sqlite';
import type { Hono } from 'hono';
import { SharedQuotationPage } from '../../src/wire/quote-docs.ts';
import { PageQuery } from '../../src/wire/common.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { answerComponent } from '../core/openapi-components.ts';
import { error, json, resource } from '../core/route.ts';
import { intOf, isoOf, textOf } from '../core/rows.ts';
import { customerScope, type CustomerScope } from '../users/customers.ts';

answerComponent('SharedQuotationPage', SharedQuotationPage);

/**
 * One page of the quotations the reader's colleagues (customers of the same shop) share, newest
 * share first: what the share link opens, found without the link.
 */
export function listSharedWithMe(db: DatabaseSync, scope: CustomerScope, { page, size }: { page: number; size: number }, now: number): SharedQuotationPage {
  const where = 'q.shop_id = :shop AND q.customer_id <> :customer AND q.share_token IS NOT NULL';
  const rows = db
    .prepare(
      `SELECT q.quote_no, q.material_name, q.payable, q.manual, q.share_token, q.shared_at, q.created_at, q.valid_until, c.nickname,
         (SELECT l.name FROM quotation_lines l WHERE l.quotation_id = q.id ORDER BY l.position LIMIT 1) AS title,
         (SELECT COUNT(*) FROM quotation_lines l WHERE l.quotation_id = q.id) AS line_count
       FROM quotations q JOIN customers c ON c.id = q.customer_id
       WHERE ${where} ORDER BY q.shared_at DESC, q.id DESC LIMIT :size OFFSET :offset`,
    )
    .all({ shop: scope.shopId, customer: scope.customerId, size, offset: (page - 1) * size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM quotations q WHERE ${where}`).get({ shop: scope.shopId, customer: scope.customerId });
  return {
    records: rows.map((row) => ({
      quoteNo: textOf(row, 'quote_no'),
      status: now >= intOf(row, 'valid_until') ? '已过期' : '有效',
      title: textOf(row, 'title'),
      lineCount: intOf(row, 'line_count'),
      material: textOf(row, 'material_name'),
      payable: intOf(row, 'payable'),
      manual: intOf(row, 'manual') === 1,
      token: textOf(row, 'share_token'),
      sharedBy: textOf(row, 'nickname'),
      sharedAt: isoOf(row, 'shared_at'),
      createdAt: isoOf(row, 'created_at'),
      validUntil: isoOf(row, 'valid_until'),
    })),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}

/** GET /shop-quotation/shared: the quotations colleagues share with the reader. */
export function sharedListRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['报价单'], customer: true });
  route({
    method: 'get',
    path: '/shared',
    summary: '同一店铺的同事分享的报价单（分页，最近分享的在前）',
    description: '每份带分享令牌（用 GET /shared/{token} 只读打开、转为自己的草稿）和分享人昵称；本人的报价单不在其中，取消分享后即消失。',
    query: PageQuery,
    responses: { 200: json('一页分享的报价单', SharedQuotationPage), 400: error('分页参数无效') },
  }, (c, { query }) => c.json(listSharedWithMe(db, customerScope(db, c.get('customerId')), query, now().getTime())));
  return routes;
}
