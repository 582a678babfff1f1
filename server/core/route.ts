import { isDeepStrictEqual } from 'node:util';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver, type DescribeRouteOptions, type ResponsesWithResolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { ErrorBody } from '../../src/wire/common.ts';
import type { StaffRole } from '../../src/wire/staff.ts';
import type { AppEnv } from './app-env.ts';
import { answerComponents, requestComponents } from './openapi-components.ts';
import { errorResponse, HttpError, messages } from './errors.ts';
import { malformedForm, parseOrThrow, readForm, readJson, validate } from './validation.ts';

/** What registering a route needs of the app. */
export interface RouteDeps {
  /** Lets only requests with a live bearer token through (routes declared `customer: true`). */
  readonly requireCustomer: MiddlewareHandler<AppEnv>;
  /** Lets only a live staff token of an allowed role through (routes declared with `staff`). */
  readonly requireStaff: (rule: StaffRule) => MiddlewareHandler<AppEnv>;
  /** Every answer is checked against its route's document (the tests); off in a deployment. */
  readonly checkAnswers: boolean;
}

/**
 * Who of the staff may call a route: the roles allowed (管理员 always is) and whether the call is
 * one of the few open while the initial password is still to be changed (me, password, logout).
 */
export interface StaffRule {
  roles: readonly StaffRole[];
  beforePasswordChange: boolean;
}

/** One answer of a route: its JSON shape, or other content (bytes, a page, a redirect). */
export interface Answer {
  description: string;
  json?: z.ZodType;
  content?: Record<string, { schema: OpenAPIV3_1.SchemaObject }>;
  headers?: Record<string, OpenAPIV3_1.HeaderObject>;
}

/** The document's shared answers (`components.responses`), for the statuses many routes share. */
export const common = {
  badRequest: { $ref: '#/components/responses/BadRequest' },
  unauthorized: { $ref: '#/components/responses/Unauthorized' },
  forbidden: { $ref: '#/components/responses/Forbidden' },
  tooLarge: { $ref: '#/components/responses/PayloadTooLarge' },
} as const;
type Shared = (typeof common)[keyof typeof common];

export const json = (description: string, schema: z.ZodType): Answer => ({ description, json: schema });
export const error = (description: string): Answer => json(description, ErrorBody);
export const noContent = (description: string): Answer => ({ description });
export const htmlPage = (description: string): Answer => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

type Schema = z.ZodType | undefined;
type Out<T extends Schema> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * One route, declared once: its request schemas validate the request (with the zh-CN messages
 * and the text rule of validation.ts) and, with its answers, make its OpenAPI operation.
 */
export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema, F extends Schema> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Hono's form, `/:id`; the document writes it `/{id}`. */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Only with a live bearer token (401 otherwise); the customer is then `c.get('customerId')`. */
  customer?: boolean;
  /**
   * Only with a live staff token (401 otherwise) of one of these roles or 管理员 (403 otherwise);
   * the member of staff is then `c.get('staff')`. While their initial password is unchanged every
   * such call answers 403, unless `staffBeforePasswordChange`.
   */
  staff?: readonly StaffRole[];
  staffBeforePasswordChange?: boolean;
  params?: P;
  query?: Q;
  /** A JSON body (malformed JSON and text-rule breaches are 400s too). */
  json?: B;
  /** A posted HTML form (urlencoded or multipart text fields). */
  form?: F;
  /**
   * A multipart upload, read by the handler as a stream (core/multipart-receiver.ts) and its text
   * fields then validated with `fields`; `parts` describes the file parts and what the fields'
   * checks cannot say in JSON Schema (a limit written as a rule), merged over what they can.
   */
  multipart?: { fields: z.ZodObject; parts: Record<string, z.core.JSONSchema.BaseSchema>; required: string[] };
  /** Runs before the request is validated (a feature switched off answers that first). */
  before?: (c: Context<AppEnv>) => void;
  /** The answer to a query or form the schemas refuse, instead of 400 `{ message }` (pages). */
  invalid?: (c: Context<AppEnv>, message: string) => Response | Promise<Response>;
  responses: Record<number, Answer | Shared>;
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema, F extends Schema> {
  params: Out<P>;
  query: Out<Q>;
  json: Out<B>;
  form: Out<F>;
}

type Handler<P extends Schema, Q extends Schema, B extends Schema, F extends Schema> = (
  c: Context<AppEnv>,
  input: RouteInput<P, Q, B, F>,
) => Response | Promise<Response>;

const componentUri = (id: string) => `#/components/schemas/${id}`;
const answerSchema = (schema: z.ZodType) => resolver(schema, { options: { io: 'output', metadata: answerComponents, uri: componentUri } });
const requestSchema = (schema: z.ZodType) => resolver(schema, { options: { io: 'input', metadata: requestComponents, uri: componentUri } });

/**
 * zod writes JSON Schema 2020-12, which is what OpenAPI 3.1 schemas are; the two libraries only
 * type it differently, so this is the one place where one is read as the other.
 */
function asOpenApiSchema(schema: z.core.JSONSchema.BaseSchema): OpenAPIV3_1.SchemaObject {
  return schema as OpenAPIV3_1.SchemaObject;
}

type Parameter = Extract<NonNullable<DescribeRouteOptions['parameters']>[number], { in: string }>;

/** One OpenAPI parameter per property of an object schema (query strings, path parameters). */
export function parametersOf(schema: z.ZodType, where: 'query' | 'path'): Parameter[] {
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  const required = new Set(generated.required ?? []);
  return Object.entries(generated.properties ?? {}).map(([name, property]) => {
    const parameter: Parameter = { name, in: where, required: where === 'path' || required.has(name) };
    if (typeof property === 'object') {
      // Parameters are typed by hono-openapi as OpenAPI 3.0 objects; the document is 3.1.
      parameter.schema = property as NonNullable<Parameter['schema']>;
      if (typeof property.description === 'string') parameter.description = property.description;
    }
    return parameter;
  });
}

function multipartSchema(multipart: NonNullable<RouteSpec<Schema, Schema, Schema, Schema>['multipart']>): OpenAPIV3_1.SchemaObject {
  const { $schema: _dialect, ...fields } = z.toJSONSchema(multipart.fields, { io: 'input', target: 'draft-2020-12' });
  const properties: Record<string, z.core.JSONSchema._JSONSchema> = { ...fields.properties };
  for (const [name, part] of Object.entries(multipart.parts)) {
    const generated = properties[name];
    properties[name] = typeof generated === 'object' ? { ...generated, ...part } : part;
  }
  return asOpenApiSchema({ ...fields, required: multipart.required, properties });
}

/**
 * Whether path parameters can be refused: a path always brings strings, so parameters that take
 * any string (an order number looked up as it is) never answer 400, and the document says none.
 */
function paramsCanFail(params: z.ZodType | undefined): boolean {
  if (params === undefined) return false;
  const names = Object.keys(z.toJSONSchema(params, { io: 'input' }).properties ?? {});
  return !params.safeParse(Object.fromEntries(names.map((name) => [name, '']))).success;
}

/** The OpenAPI operation of a declaration. */
function operationOf(spec: RouteSpec<Schema, Schema, Schema, Schema>): DescribeRouteOptions {
  const responses: ResponsesWithResolver = {};
  // What any route can answer besides its own list, so the lists below stay about the route.
  if (paramsCanFail(spec.params) || spec.query !== undefined || spec.json !== undefined || spec.form !== undefined) responses['400'] = common.badRequest;
  if (spec.customer === true || spec.staff !== undefined) responses['401'] = common.unauthorized;
  if (spec.staff !== undefined) responses['403'] = common.forbidden;
  if (spec.json !== undefined || spec.form !== undefined) responses['413'] = common.tooLarge;
  for (const [status, answer] of Object.entries(spec.responses)) {
    if ('$ref' in answer) {
      responses[status] = answer;
      continue;
    }
    const content = { ...answer.content, ...(answer.json === undefined ? {} : { 'application/json': { schema: answerSchema(answer.json) } }) };
    responses[status] = {
      description: answer.description,
      ...(Object.keys(content).length > 0 ? { content } : {}),
      ...(answer.headers === undefined ? {} : { headers: answer.headers }),
    };
  }
  responses['500'] = { $ref: '#/components/responses/ServiceError' };
  const operation: DescribeRouteOptions = { tags: spec.tags, summary: spec.summary, responses };
  if (spec.description !== undefined) operation.description = spec.description;
  if (spec.customer === true || spec.staff !== undefined) operation.security = [{ bearerAuth: [] }];
  const parameters = [...(spec.params ? parametersOf(spec.params, 'path') : []), ...(spec.query ? parametersOf(spec.query, 'query') : [])];
  if (parameters.length > 0) operation.parameters = parameters;
  if (spec.json !== undefined) operation.requestBody = { required: true, content: { 'application/json': { schema: requestSchema(spec.json) } } };
  if (spec.form !== undefined) operation.requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: requestSchema(spec.form) } } };
  if (spec.multipart !== undefined) operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: multipartSchema(spec.multipart) } } };
  return operation;
}

/** Every status the route's document lists, with what it says of the body. */
function documentedAnswers(spec: RouteSpec<Schema, Schema, Schema, Schema>): Map<number, Answer | Shared> {
  const listed = new Map<number, Answer | Shared>();
  for (const status of Object.keys(operationOf(spec).responses ?? {})) listed.set(Number(status), spec.responses[Number(status)] ?? common.badRequest);
  return listed;
}

/**
 * Fails loudly (a 500 in the tests) when an answer is not what the route's document says: a
 * status it does not list, or JSON its schema does not describe exactly (no missing, extra or
 * differently typed field).
 */
async function checkAnswer(where: string, listed: ReadonlyMap<number, Answer | Shared>, response: Response): Promise<void> {
  const answer = listed.get(response.status);
  if (answer === undefined) throw new Error(`${where} answered ${response.status}, which its document does not list`);
  const schema = '$ref' in answer ? ErrorBody : answer.json;
  const type = response.headers.get('content-type') ?? '';
  if (schema === undefined) {
    const described = '$ref' in answer ? undefined : answer.content?.['application/json'];
    if (type.startsWith('application/json') && described === undefined) throw new Error(`${where} answered JSON with ${response.status}, documented without a JSON body`);
    return;
  }
  const body: unknown = await response.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success || !isDeepStrictEqual(parsed.data, body)) {
    throw new Error(`${where} answered ${response.status} with a body its document does not describe: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

async function validatedInput(c: Context<AppEnv>, spec: RouteSpec<Schema, Schema, Schema, Schema>) {
  const checked = (schema: z.ZodType, input: unknown) => {
    if (spec.invalid === undefined) return parseOrThrow(schema, input);
    const result = validate(schema, input);
    if (!result.ok) throw new InvalidRequest(result.message);
    return result.data;
  };
  const params: unknown = spec.params ? checked(spec.params, c.req.param()) : undefined;
  const query: unknown = spec.query ? checked(spec.query, c.req.query()) : undefined;
  const body: unknown = spec.json ? await readJson(c, spec.json) : undefined;
  let form: unknown;
  if (spec.form) {
    const fields = await readForm(c);
    if (fields === null) throw new InvalidRequest(malformedForm);
    form = checked(spec.form, fields);
  }
  return { params, query, json: body, form };
}

/** Bodies other than uploads (which stream to disk with limits of their own) stop at 1 MB. */
const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => errorResponse(c, 413, messages.bodyTooLarge) });

/** A refused query or form of a route that answers those with a page of its own. */
class InvalidRequest extends Error {}

/**
 * Registers the route on `router`: the document entry (hono-openapi's describeRoute), the
 * customer check when asked, then the validation and the handler. With `deps.checkAnswers`
 * (the tests) every answer and every expected failure is checked against the document.
 */
export function route<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, F extends Schema = undefined>(
  router: Hono<AppEnv>,
  deps: RouteDeps,
  spec: RouteSpec<P, Q, B, F>,
  handler: Handler<P, Q, B, F>,
): void {
  const loose: RouteSpec<Schema, Schema, Schema, Schema> = spec;
  const run = async (c: Context<AppEnv>): Promise<Response> => {
    spec.before?.(c);
    let input;
    try {
      input = await validatedInput(c, loose);
    } catch (problem) {
      if (problem instanceof InvalidRequest && spec.invalid) return spec.invalid(c, problem.message);
      throw problem;
    }
    // validatedInput parsed with exactly the schemas P, Q, B and F of this spec; TypeScript cannot
    // follow a generic through the optional fields, so the correlation is asserted here once.
    return handler(c, input as RouteInput<P, Q, B, F>);
  };
  const where = `${spec.method.toUpperCase()} ${spec.path}`;
  const listed = documentedAnswers(loose);
  const checked = async (c: Context<AppEnv>): Promise<Response> => {
    try {
      const response = await run(c);
      await checkAnswer(where, listed, response);
      return response;
    } catch (problem) {
      if (problem instanceof HttpError && !listed.has(problem.status)) {
        throw new Error(`${where} failed with ${problem.status} ${problem.message}, which its document does not list`, { cause: problem });
      }
      throw problem;
    }
  };
  const limit = spec.multipart === undefined ? [jsonBodyLimit] : [];
  const guard: MiddlewareHandler<AppEnv>[] = spec.customer === true ? [deps.requireCustomer] : [];
  if (spec.staff !== undefined) guard.push(deps.requireStaff({ roles: spec.staff, beforePasswordChange: spec.staffBeforePasswordChange ?? false }));
  router.on(spec.method.toUpperCase(), spec.path, describeRoute(operationOf(loose)), ...limit, ...guard, deps.checkAnswers ? checked : run);
}


type Declare = <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, F extends Schema = undefined>(
  spec: Omit<RouteSpec<P, Q, B, F>, 'tags'> & { tags?: string[] },
  handler: Handler<P, Q, B, F>,
) => void;

/**
 * The router of one resource and its `route`, which declares a route on it with the resource's
 * defaults (its tags in the document; `customer` when every route needs a login, `staff` the roles
 * every route allows).
 */
export function resource(deps: RouteDeps, defaults: { tags: string[]; customer?: boolean; staff?: readonly StaffRole[] }): { routes: Hono<AppEnv>; route: Declare } {
  const routes = new Hono<AppEnv>();
  const declare: Declare = (spec, handler) => route(routes, deps, { ...defaults, ...spec }, handler);
  return { routes, route: declare };
}
