import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { ErrorBody } from '../../src/wire/common.ts';
import type { AppEnv } from './app-env.ts';

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/**
 * The OpenAPI 3.1 document of the routes `app` registered, made once on first request: each
 * route's operation comes from its declaration (core/route.ts), so what is mounted (test hooks,
 * simulations) is what is documented.
 */
export function openApiDocument(app: Hono<AppEnv>, publicOrigin: string | null): () => Promise<unknown> {
  let document: Promise<unknown> | null = null;
  return () => {
    document ??= generateSpecs(app, {
      // /api/openapi.json is a route, not a file of the site.
      excludeStaticFile: false,
      documentation: {
        info: {
          title: '定制商城 shop-platform 参考 API',
          version: '0.1.0',
          description: '金额单位为分（整数），时间为 UTC 的 ISO 8601 字符串。所有错误返回 { "message": "…" }。',
        },
        servers: [{ url: publicOrigin ?? '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
          responses: {
            BadRequest: errorBody('参数校验失败、请求内容格式不正确或层级过深'),
            Unauthorized: errorBody('未登录（请先登录）或登录已过期'),
            Forbidden: errorBody('员工：当前角色无权执行此操作，或须先修改初始密码'),
            PayloadTooLarge: errorBody('JSON 请求体超过 1 MB'),
            ServiceError: errorBody('服务异常'),
          },
        },
      },
    }).then((generated) => {
      // ErrorBody is named by every route's errors, even where a route's own answers do not name it.
      const components = { ...generated.components, schemas: { ...generated.components?.schemas, ...errorBodyComponent() } };
      return { ...generated, components };
    });
    return document;
  };
}

function errorBodyComponent() {
  const { $schema: _dialect, ...schema } = ErrorBody.toJSONSchema({ io: 'output', target: 'draft-2020-12' });
  return { ErrorBody: schema };
}
