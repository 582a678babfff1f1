import { z } from 'zod';
import * as quotation from '../src/api/quotation-schema.ts';
import * as wire from '../src/api/schema.ts';
import { FailNextRequest } from './test-hooks/fail-next.ts';
import { MockApproveForm } from './qq/mock-routes.ts';
import { ExpireSessionsRequest, MaterialPriceRequest } from './test-hooks/routes.ts';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Shapes the server answers with: generated as zod's output types. */
const responseSchemas = {
  ErrorBody: wire.ErrorBody,
  TokenResponse: wire.TokenResponse,
  RedirectUrlResponse: wire.RedirectUrlResponse,
  QqBindingStatus: wire.QqBindingStatus,
  Shop: wire.Shop,
  FactoryRef: wire.FactoryRef,
  MemberLevel: wire.MemberLevel,
  Customer: wire.Customer,
  SessionInfo: wire.SessionInfo,
  CouponStatus: wire.CouponStatus,
  CouponKind: wire.CouponKind,
  Coupon: wire.Coupon,
  CouponPage: wire.CouponPage,
  CouponCounts: wire.CouponCounts,
  AmountFlowType: wire.AmountFlowType,
  AmountFlowEntry: wire.AmountFlowEntry,
  AmountFlowPage: wire.AmountFlowPage,
  MemberLevelInfo: wire.MemberLevelInfo,
  Membership: wire.Membership,
  GrowthPage: wire.GrowthPage,
  Factory: wire.Factory,
  FactoryPage: wire.FactoryPage,
  Process: quotation.Process,
  ProcessPage: quotation.ProcessPage,
  Material: quotation.Material,
  MaterialPage: quotation.MaterialPage,
  DesignFormat: quotation.DesignFormat,
  FileFormat: quotation.FileFormat,
  StoredFile: quotation.StoredFile,
  StoredFilePage: quotation.StoredFilePage,
  Geometry: quotation.Geometry,
  DesignFile: quotation.DesignFile,
  UploadResult: quotation.UploadResult,
  FileDeleteResult: quotation.FileDeleteResult,
  QuoteLine: quotation.QuoteLine,
  Quote: quotation.Quote,
  PriceChanged: quotation.PriceChanged,
  OrderStatus: quotation.OrderStatus,
  OrderEvent: quotation.OrderEvent,
  Address: quotation.Address,
  CustomizedOrder: quotation.CustomizedOrder,
  ProfessionalOrderSummary: quotation.ProfessionalOrderSummary,
  ProfessionalOrderPage: quotation.ProfessionalOrderPage,
  DrawingVersion: quotation.DrawingVersion,
  Drawing: quotation.Drawing,
  OrderDrawings: quotation.OrderDrawings,
  DrawingUploadResult: quotation.DrawingUploadResult,
};

/** Shapes the server accepts: generated as zod's input types (before defaults and coercion). */
const requestSchemas = {
  LoginRequest: wire.LoginRequest,
  PasswordChangeRequest: wire.PasswordChangeRequest,
  ProfileUpdateRequest: wire.ProfileUpdateRequest,
  UsingFactoryRequest: wire.UsingFactoryRequest,
  QuoteItem: quotation.QuoteItem,
  QuoteRequest: quotation.QuoteRequest,
  AddressInput: quotation.Address,
  CreateCustomizedOrder: quotation.CreateCustomizedOrder,
  CreateProfessionalOrder: quotation.CreateProfessionalOrder,
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
