import { Suggestion, SuggestionListQuery, SuggestionPage, SuggestionReplyRequest } from '../src/wire/suggestions.ts';
import { SUGGESTION_LIMITS, SUGGESTION_TYPES } from '../src/lib/suggestion-rules.ts';
import { bodyOf, jsonOf } from './openapi-catalog-paths.ts';
import { bearer, common, error, type Paths } from './openapi-operations.ts';
import { parametersOf } from './openapi-schemas.ts';

const idParam = { name: 'id', in: 'path' as const, required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' }, description: '反馈编号（数字 id）' };
const imageIdParam = { name: 'imageId', in: 'path' as const, required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' }, description: '图片 id' };
const notFound = error('反馈不存在（或属于其他客户）');
const maxMb = SUGGESTION_LIMITS.maxImageBytes / 1024 / 1024;

const multipartBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['type', 'title', 'content', 'idempotencyKey'],
        properties: {
          type: { type: 'string', enum: [...SUGGESTION_TYPES] },
          title: { type: 'string', maxLength: SUGGESTION_LIMITS.titleMax, description: '去掉首尾空白后 1–50 个字' },
          content: { type: 'string', maxLength: SUGGESTION_LIMITS.contentMax, description: '去掉首尾空白后 1–500 个字' },
          contact: { type: 'string', description: '可选：手机号、邮箱或 QQ 号' },
          idempotencyKey: { type: 'string', minLength: 8, maxLength: 100, description: '客户端为一次提交生成；重复提交返回同一条反馈' },
          image: {
            type: 'array',
            maxItems: SUGGESTION_LIMITS.maxImages,
            items: { type: 'string', contentMediaType: 'application/octet-stream' },
            description: `0–${SUGGESTION_LIMITS.maxImages} 个 image 文件分段：PNG、JPEG 或 WebP（按文件头判断），每个不超过 ${maxMb} MB`,
          },
        },
      },
    },
  },
};

/** Suggestions (反馈): submit with images, the customer's list and detail, image bytes, follow-ups. */
export function suggestionPaths(): Paths {
  const tags = ['意见反馈'];
  return {
    '/api/shop-suggestion': {
      post: {
        tags,
        summary: '提交反馈（一个 multipart 请求：文字字段与 0–3 张图片）',
        description: '任何字段或图片不合格时返回 400/413，且不保存任何内容。相同 idempotencyKey 的重复提交返回 200 与已创建的反馈。',
        security: bearer,
        requestBody: multipartBody,
        responses: {
          201: jsonOf('新建的反馈（待处理）', Suggestion),
          200: jsonOf('同一 idempotencyKey 已创建的反馈', Suggestion),
          400: error('字段无效（如「请填写标题」「反馈内容最多 500 个字」「联系方式请填写手机号、邮箱或 QQ 号」）、图片格式不对（图片「a.gif」不是 PNG、JPEG 或 WebP 格式）或超过 3 张'),
          401: common.unauthorized,
          413: error(`图片「名称」超过 ${maxMb} MB 的上限`),
        },
      },
      get: {
        tags,
        summary: '本人的反馈（分页，新的在前，可按状态筛选）',
        security: bearer,
        parameters: parametersOf(SuggestionListQuery, 'query'),
        responses: { 200: jsonOf('一页反馈', SuggestionPage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-suggestion/{id}': {
      get: {
        tags,
        summary: '本人的一条反馈（含图片、回复与状态记录）',
        security: bearer,
        parameters: [idParam],
        responses: { 200: jsonOf('反馈', Suggestion), 400: common.badRequest, 401: common.unauthorized, 404: notFound },
      },
    },
    '/api/shop-suggestion/{id}/images/{imageId}': {
      get: {
        tags,
        summary: '反馈图片的内容（需要 Bearer 令牌，仅反馈的提交者）',
        description: "返回图片字节与对应的 Content-Type，并带 Content-Security-Policy: default-src 'none' 与 nosniff。",
        security: bearer,
        parameters: [idParam, imageIdParam],
        responses: {
          200: { description: '图片', content: { 'image/png': {}, 'image/jpeg': {}, 'image/webp': {} } },
          400: common.badRequest,
          401: common.unauthorized,
          404: error('图片不存在'),
        },
      },
    },
    '/api/shop-suggestion/{id}/replies': {
      post: {
        tags,
        summary: '追加回复（客户追问）',
        description: '已回复的反馈回到「处理中」。',
        security: bearer,
        parameters: [idParam],
        requestBody: bodyOf(SuggestionReplyRequest),
        responses: { 201: jsonOf('更新后的反馈', Suggestion), 400: common.badRequest, 401: common.unauthorized, 404: notFound, 413: common.tooLarge },
      },
    },
  };
}

