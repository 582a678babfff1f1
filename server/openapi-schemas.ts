import { z } from 'zod';
import { Address } from '../src/wire/address.ts';
import { AmountFlowEntry, AmountFlowPage, AmountFlowType } from '../src/wire/amount-flow.ts';
import { Material, MaterialPage, Process, ProcessPage } from '../src/wire/catalogue.ts';
import { ErrorBody } from '../src/wire/common.ts';
import { Coupon, CouponCounts, CouponKind, CouponPage, CouponStatus } from '../src/wire/coupons.ts';
import { Factory, FactoryPage, FactoryRef } from '../src/wire/factories.ts';
import { DrawingFile as DesignFile, DrawingFormat as DesignFormat, FileDeleteResult, FileFormat, Geometry, StoredFile, StoredFilePage, UploadResult } from '../src/wire/files.ts';
import { GrowthPage, MemberLevel, MemberLevelInfo, Membership } from '../src/wire/members.ts';
import { OrderEvent, OrderStatus } from '../src/wire/order-status.ts';
import { CreateCustomizedOrder, CustomizedOrder } from '../src/wire/orders.ts';
import { Customer, LoginRequest, PasswordChangeRequest, ProfileUpdateRequest, QqBindingStatus, RedirectUrlResponse, SessionInfo, Shop, TokenResponse, UsingFactoryRequest } from '../src/wire/platform.ts';
import { CreateProfessionalOrder, Drawing, DrawingUploadResult, DrawingVersion, OrderDrawings, ProfessionalOrderPage, ProfessionalOrderSummary } from '../src/wire/professional-orders.ts';
import { PriceChanged, Quote, QuoteItem, QuoteLine, QuoteRequest } from '../src/wire/quotes.ts';
import { FailNextRequest } from './fail-next.ts';
import { MockApproveForm } from './routes/mock-qq.ts';
import { ExpireSessionsRequest, MaterialPriceRequest } from './routes/test-hooks.ts';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Shapes the server answers with: generated as zod's output types. */
const responseSchemas = {
  ErrorBody: ErrorBody,
  TokenResponse: TokenResponse,
  RedirectUrlResponse: RedirectUrlResponse,
  QqBindingStatus: QqBindingStatus,
  Shop: Shop,
  FactoryRef: FactoryRef,
  MemberLevel: MemberLevel,
  Customer: Customer,
  SessionInfo: SessionInfo,
  CouponStatus: CouponStatus,
  CouponKind: CouponKind,
  Coupon: Coupon,
  CouponPage: CouponPage,
  CouponCounts: CouponCounts,
  AmountFlowType: AmountFlowType,
  AmountFlowEntry: AmountFlowEntry,
  AmountFlowPage: AmountFlowPage,
  MemberLevelInfo: MemberLevelInfo,
  Membership: Membership,
  GrowthPage: GrowthPage,
  Factory: Factory,
  FactoryPage: FactoryPage,
  Process: Process,
  ProcessPage: ProcessPage,
  Material: Material,
  MaterialPage: MaterialPage,
  DesignFormat: DesignFormat,
  FileFormat: FileFormat,
  StoredFile: StoredFile,
  StoredFilePage: StoredFilePage,
  Geometry: Geometry,
  DesignFile: DesignFile,
  UploadResult: UploadResult,
  FileDeleteResult: FileDeleteResult,
  QuoteLine: QuoteLine,
  Quote: Quote,
  PriceChanged: PriceChanged,
  OrderStatus: OrderStatus,
  OrderEvent: OrderEvent,
  Address: Address,
  CustomizedOrder: CustomizedOrder,
  ProfessionalOrderSummary: ProfessionalOrderSummary,
  ProfessionalOrderPage: ProfessionalOrderPage,
  DrawingVersion: DrawingVersion,
  Drawing: Drawing,
  OrderDrawings: OrderDrawings,
  DrawingUploadResult: DrawingUploadResult,
};

/** Shapes the server accepts: generated as zod's input types (before defaults and coercion). */
const requestSchemas = {
  LoginRequest: LoginRequest,
  PasswordChangeRequest: PasswordChangeRequest,
  ProfileUpdateRequest: ProfileUpdateRequest,
  UsingFactoryRequest: UsingFactoryRequest,
  QuoteItem: QuoteItem,
  QuoteRequest: QuoteRequest,
  AddressInput: Address,
  CreateCustomizedOrder: CreateCustomizedOrder,
  CreateProfessionalOrder: CreateProfessionalOrder,
  MockApproveForm,
  ExpireSessionsRequest,
  MaterialPriceRequest,
  FailNextRequest,
};

export type SchemaName = keyof typeof responseSchemas | keyof typeof requestSchemas;

const componentUri = (id: string) => `#/components/schemas/${id}`;

function generate(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, { io, uri: componentUri, target: 'draft-2020-12' }).schemas;
  // Inside components the document's own dialect applies; `$id`s would re-base every `$ref`.
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _dialect, $id: _id, ...rest }]) => [id, rest]),
  );
}

/** `components.schemas` of the OpenAPI document, from the shared zod schemas. */
export function componentSchemas(): Record<string, JsonSchema> {
  return { ...generate(responseSchemas, 'output'), ...generate(requestSchemas, 'input') };
}

export function schemaRef(name: SchemaName): { $ref: string } {
  return { $ref: componentUri(name) };
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: unknown;
  description?: string;
}

/** One OpenAPI parameter per property of an object schema (query strings, path parameters). */
export function parametersOf(schema: z.ZodObject, where: 'query' | 'path'): OpenApiParameter[] {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const parameter: OpenApiParameter = {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
    };
    if (typeof property === 'object' && typeof property.description === 'string') {
      parameter.description = property.description;
    }
    return parameter;
  });
}
