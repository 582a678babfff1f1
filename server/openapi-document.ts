import { OAuthCallbackQuery } from '../src/api/schema.ts';
import { accountPaths } from './openapi-account-paths.ts';
import { catalogPaths } from './openapi-catalog-paths.ts';
import { designPaths, designTestHookPaths } from './openapi-design-paths.ts';
import { orderPaths, orderTestHookPaths } from './openapi-orders-paths.ts';
import { quotationPaths } from './openapi-quotation-paths.ts';
import { suggestionPaths } from './openapi-suggestion-paths.ts';
import { bearer, body, common, error, json, noContent, type Paths } from './openapi-operations.ts';
import { componentSchemas, parametersOf, schemaRef } from './openapi-schemas.ts';
import { MockAuthorizeQuery } from './qq/mock-routes.ts';

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const redirectTo = (description: string) => ({
  description,
  headers: { Location: { schema: { type: 'string' }, description: '带 code/state 或 error/state 的回调地址' } },
});

function apiPaths(): Paths {
  return {
    '/api/shop-platform/sessions': {
      post: {
        tags: ['会话'],
        summary: '用户名密码登录',
        description: '同一用户名 15 分钟内失败 5 次后，15 分钟内的登录一律返回 429。',
        requestBody: body('LoginRequest'),
        responses: {
          201: json('登录成功', 'TokenResponse'),
          400: common.badRequest,
          401: error('用户名或密码错误'),
          413: common.tooLarge,
          429: error('登录失败次数过多'),
        },
      },
    },
    '/api/shop-platform/sessions/current': {
      delete: {
        tags: ['会话'],
        summary: '退出登录（注销当前令牌）',
        security: bearer,
        responses: { 204: noContent('已退出'), 401: common.unauthorized },
      },
    },
    '/api/shop-platform/users/me/session': {
      get: {
        tags: ['用户'],
        summary: '当前用户信息',
        security: bearer,
        responses: { 200: json('当前客户', 'SessionInfo'), 401: common.unauthorized },
      },
    },
    '/api/shop-platform/users/me/password': {
      put: {
        tags: ['用户'],
        summary: '修改密码',
        description: '成功后该客户的所有会话（包括当前会话）都会失效，需要重新登录。',
        security: bearer,
        requestBody: body('PasswordChangeRequest'),
        responses: { 204: noContent('已修改'), 400: common.badRequest, 401: common.unauthorized, 413: common.tooLarge },
      },
    },
    '/api/shop-platform/users/me/profile': {
      put: {
        tags: ['用户'],
        summary: '修改个人资料',
        security: bearer,
        requestBody: body('ProfileUpdateRequest'),
        responses: { 200: json('更新后的用户信息', 'SessionInfo'), 400: common.badRequest, 401: common.unauthorized, 413: common.tooLarge },
      },
    },
    '/api/shop-platform/users/me/usingFactory': {
      put: {
        tags: ['用户'],
        summary: '切换当前使用的工厂',
        security: bearer,
        requestBody: body('UsingFactoryRequest'),
        responses: {
          200: json('更新后的用户信息', 'SessionInfo'),
          400: common.badRequest,
          401: common.unauthorized,
          404: error('工厂不存在或不可用'),
          413: common.tooLarge,
        },
      },
    },
    '/api/shop-platform/users/me/{action}': {
      put: {
        tags: ['用户'],
        summary: '其他子操作',
        description: '除 password、profile、usingFactory 以外的 action 均不支持。',
        security: bearer,
        parameters: [{ name: 'action', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 401: common.unauthorized, 404: error('不支持的操作') },
      },
    },
    '/api/shop-platform/qqlogin': {
      get: {
        tags: ['QQ'],
        summary: '开始 QQ 登录',
        description: '返回（模拟）QQ 授权页地址；其中的 state 10 分钟内有效且只能使用一次。',
        responses: { 200: json('授权页地址', 'RedirectUrlResponse') },
      },
    },
    '/api/shop-platform/qqlogin/callback': {
      get: {
        tags: ['QQ'],
        summary: '完成 QQ 登录',
        parameters: parametersOf(OAuthCallbackQuery, 'query'),
        responses: {
          200: json('登录成功', 'TokenResponse'),
          400: error('state 或授权码无效、已过期或已使用'),
          404: error('该 QQ 尚未绑定账号'),
        },
      },
    },
    '/api/shop-platform/qqbinding': {
      get: {
        tags: ['QQ'],
        summary: 'QQ 绑定状态',
        security: bearer,
        responses: { 200: json('绑定状态', 'QqBindingStatus'), 401: common.unauthorized },
      },
    },
    '/api/shop-platform/qqbinding/bind': {
      get: {
        tags: ['QQ'],
        summary: '开始绑定 QQ',
        security: bearer,
        responses: { 200: json('授权页地址', 'RedirectUrlResponse'), 401: common.unauthorized },
      },
    },
    '/api/shop-platform/qqbinding/bindBack': {
      get: {
        tags: ['QQ'],
        summary: '完成绑定 QQ',
        description: '已绑定其他 QQ 的客户再次绑定时改绑为新的 QQ。',
        security: bearer,
        parameters: parametersOf(OAuthCallbackQuery, 'query'),
        responses: {
          200: json('绑定成功', 'QqBindingStatus'),
          400: error('state 或授权码无效、已过期或已使用'),
          401: common.unauthorized,
          409: error('该 QQ 已绑定其他账号'),
        },
      },
    },
    ...accountPaths(),
    ...quotationPaths(),
    ...orderPaths(),
    ...designPaths(),
    ...catalogPaths(),
    ...suggestionPaths(),
    '/api/mock-qq/authorize': {
      get: {
        tags: ['模拟 QQ'],
        summary: '模拟的 QQ 授权页（HTML）',
        parameters: parametersOf(MockAuthorizeQuery, 'query'),
        responses: { 200: htmlPage('授权页'), 400: htmlPage('参数无效的提示页') },
      },
    },
    '/api/mock-qq/approve': {
      post: {
        tags: ['模拟 QQ'],
        summary: '模拟授权页的表单提交',
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: schemaRef('MockApproveForm') } },
        },
        responses: { 302: redirectTo('回到 redirect_uri'), 400: htmlPage('参数无效的提示页') },
      },
    },
    '/api/openapi.json': {
      get: {
        tags: ['文档'],
        summary: '本文档',
        responses: { 200: { description: 'OpenAPI 3.1 文档', content: { 'application/json': {} } } },
      },
    },
  };
}

function testHookPaths(): Paths {
  const tags = ['测试钩子（仅 SHOP_TEST_HOOKS=1 时存在）'];
  return {
    '/api/__test__/reset': {
      post: { tags, summary: '清空数据并重新写入演示数据', responses: { 204: noContent('已重置') } },
    },
    '/api/__test__/expire-sessions': {
      post: {
        tags,
        summary: '让某个客户的全部会话过期',
        requestBody: body('ExpireSessionsRequest'),
        responses: { 204: noContent('已过期'), 400: common.badRequest, 404: error('用户不存在') },
      },
    },
    '/api/__test__/material-price': {
      post: {
        tags,
        summary: '修改一种材料的单价或起步价（模拟报价后价格变动）',
        requestBody: body('MaterialPriceRequest'),
        responses: { 204: noContent('已修改'), 400: common.badRequest, 404: error('材料不存在') },
      },
    },
    ...orderTestHookPaths(tags),
    ...designTestHookPaths(tags),
    '/api/__test__/fail-next': {
      post: {
        tags,
        summary: '让接下来匹配的请求返回指定错误',
        description:
          '之后 times 次方法与路径（不含查询串，须完全相同）都匹配的请求，在到达路由之前直接返回 status 与 { message }。重置数据时一并清除。',
        requestBody: body('FailNextRequest'),
        responses: { 204: noContent('已登记'), 400: common.badRequest, 413: common.tooLarge },
      },
    },
    '/api/__test__/maintenance': {
      post: {
        tags,
        summary: '立即按服务器时钟执行每小时一次的清理：删除超过保留期且未被使用的上传文件，以及过期会话',
        responses: { 200: { description: '删除的文件数与会话数', content: { 'application/json': { schema: { type: 'object', properties: { files: { type: 'integer' }, sessions: { type: 'integer' } } } } } } },
      },
    },
  };
}

/** Any operation may fail unexpectedly; saying so once here keeps the tables above short. */
function withServiceError(paths: Paths): Paths {
  const serviceError = { $ref: '#/components/responses/ServiceError' };
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          { ...operation, responses: { ...operation.responses, 500: serviceError } },
        ]),
      ),
    ]),
  );
}

export interface OpenApiOptions {
  testHooks: boolean;
  /** The simulated QQ page and payment gateway are served. */
  simulations: boolean;
  publicOrigin: string | null;
}

const isSimulation = (path: string) => path.startsWith('/api/mock-qq/') || path.startsWith('/api/mock-pay/');

/** The OpenAPI 3.1 description of the API this app serves (test hooks and simulations only when mounted). */
export function openApiDocument({ testHooks, simulations, publicOrigin }: OpenApiOptions) {
  const served = Object.entries({ ...apiPaths(), ...(testHooks ? testHookPaths() : {}) }).filter(([path]) => simulations || !isSimulation(path));
  return {
    openapi: '3.1.0',
    info: {
      title: '定制商城 shop-platform 参考 API',
      version: '0.1.0',
      description: '金额单位为分（整数），时间为 UTC 的 ISO 8601 字符串。所有错误返回 { "message": "…" }。',
    },
    servers: [{ url: publicOrigin ?? '/' }],
    paths: withServiceError(Object.fromEntries(served)),
    components: {
      schemas: componentSchemas(),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      responses: {
        BadRequest: error('参数校验失败或请求体不是有效的 JSON'),
        Unauthorized: error('未登录（请先登录）或登录已过期'),
        PayloadTooLarge: error('JSON 请求体超过 1 MB'),
        ServiceError: error('服务异常'),
      },
    },
  };
}
