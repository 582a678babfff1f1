import { z } from 'zod';
import * as quotation from '../../src/api/quotation-schema.ts';
import * as wire from '../../src/api/schema.ts';

/**
 * The shapes the OpenAPI document names under `components.schemas`; every other schema a route
 * declares is written out where it is used. Answers are described as zod's output types and
 * requests as its input types (before defaults and coercion), so a shape used both ways gets a
 * name per side (`Address` answered, `AddressInput` accepted).
 */
export const answerComponents = z.registry<{ id: string }>();
export const requestComponents = z.registry<{ id: string }>();

/** Names `schema` in the document wherever a route answers it; answers it for chaining. */
export function answerComponent<T extends z.ZodType>(id: string, schema: T): T {
  answerComponents.add(schema, { id });
  return schema;
}

/** Names `schema` in the document wherever a route accepts it; answers it for chaining. */
export function requestComponent<T extends z.ZodType>(id: string, schema: T): T {
  requestComponents.add(schema, { id });
  return schema;
}

const answers = {
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

const requests = {
  LoginRequest: wire.LoginRequest,
  PasswordChangeRequest: wire.PasswordChangeRequest,
  ProfileUpdateRequest: wire.ProfileUpdateRequest,
  UsingFactoryRequest: wire.UsingFactoryRequest,
  QuoteItem: quotation.QuoteItem,
  QuoteRequest: quotation.QuoteRequest,
  AddressInput: quotation.Address,
  CreateCustomizedOrder: quotation.CreateCustomizedOrder,
  CreateProfessionalOrder: quotation.CreateProfessionalOrder,
};

for (const [id, schema] of Object.entries(answers)) answerComponent(id, schema);
for (const [id, schema] of Object.entries(requests)) requestComponent(id, schema);
