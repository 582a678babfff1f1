import type { Hono } from 'hono';
import { ClaimDecision, ClaimRefundRequest, ClaimRefuseRequest, ClaimRemakeRequest, StaffClaim, StaffClaimPage, StaffClaimQuery } from '../../src/wire/after-sales.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { intOf } from '../core/rows.ts';
import { error, json, resource } from '../core/route.ts';
import { ClaimNoParams, ClaimPhotoParams, photoAnswer, photoResponse } from '../after-sales/routes.ts';
import { claimPhotoOf, claimRowOf } from '../after-sales/store.ts';
import { logger as log } from '../core/log.ts';
import { runRefunds } from '../payments/online-store.ts';
import { findFactoryClaim, listFactoryClaims, refundClaim, refuseClaim, remakeClaim } from './claim-store.ts';

const tags = ['员工：售后'];
const notFound = error('售后申请不存在（或属于其他工厂）');
const decided = error('申请已处理过（另一位同事刚刚处理了它）');

/** /claims: the factory's after-sales claims and the one decision on each (管理员 and 客服). */
export function claimRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now, uploads } = deps;
  const { routes, route } = resource(deps, { tags, staff: ['service'] });

  route({
    method: 'get',
    path: '/claims',
    summary: '本工厂的售后申请（待处理的在前，最早的先）',
    query: StaffClaimQuery,
    responses: { 200: json('一页售后申请', StaffClaimPage) },
  }, (c, { query }) => c.json(listFactoryClaims(db, c.get('staff').factoryId, query)));

  route({
    method: 'get',
    path: '/claims/:claimNo',
    summary: '一条售后申请：照片、处理记录、订单明细与已付 / 已退 / 可退金额',
    params: ClaimNoParams,
    responses: { 200: json('售后申请', StaffClaim), 404: notFound },
  }, (c, { params }) => c.json(findFactoryClaim(db, c.get('staff').factoryId, params.claimNo)));

  route({
    method: 'get',
    path: '/claims/:claimNo/photos/:id',
    summary: '售后照片的内容',
    params: ClaimPhotoParams,
    responses: photoAnswer,
  }, async (c, { params }) => {
    const claim = claimRowOf(db, params.claimNo, { factoryId: c.get('staff').factoryId });
    return photoResponse(c, uploads, claimPhotoOf(db, intOf(claim, 'id'), params.id));
  });

  route({
    method: 'post',
    path: '/claims/:claimNo/refund',
    summary: '退款（全部或部分，退回客户余额）',
    description: '金额为分，不超过订单已付减去已退的部分；模拟支付期间在线支付的订单也退回余额，并记下原支付方式，以便日后原路退回。',
    params: ClaimNoParams,
    json: ClaimRefundRequest,
    responses: { 200: json('已退款', ClaimDecision), 404: notFound, 409: error('申请已处理过，或金额超过可退金额') },
  }, (c, { params, json: body }) => {
    const decision = refundClaim(db, c.get('staff'), params.claimNo, body.amount, body.note, now().getTime());
    // A refund through WeChat Pay or Alipay is sent now; the sweep retries one that fails.
    void runRefunds(deps).catch((error: unknown) => log.warn({ err: error }, 'sending a refund failed; the sweep retries'));
    return c.json(decision);
  });

  route({
    method: 'post',
    path: '/claims/:claimNo/remake',
    summary: '安排重做（申请转为重做中，订单时间线写明）',
    params: ClaimNoParams,
    json: ClaimRemakeRequest,
    responses: { 200: json('已安排重做', ClaimDecision), 404: notFound, 409: decided },
  }, (c, { params, json: body }) => c.json(remakeClaim(db, c.get('staff'), params.claimNo, body.note, now().getTime())));

  route({
    method: 'post',
    path: '/claims/:claimNo/refuse',
    summary: '拒绝售后（写明原因，客户会收到）',
    params: ClaimNoParams,
    json: ClaimRefuseRequest,
    responses: { 200: json('已拒绝', ClaimDecision), 404: notFound, 409: decided },
  }, (c, { params, json: body }) => c.json(refuseClaim(db, c.get('staff'), params.claimNo, body.reason, now().getTime())));

  return routes;
}
