import { z } from 'zod';
import { Address } from '../../src/wire/address.ts';
import { AmountFlowEntry, AmountFlowPage, AmountFlowType } from '../../src/wire/amount-flow.ts';
import { Material, MaterialPage, Process, ProcessPage } from '../../src/wire/catalogue.ts';
import { ErrorBody } from '../../src/wire/common.ts';
import { Coupon, CouponCounts, CouponKind, CouponPage, CouponStatus } from '../../src/wire/coupons.ts';
import { Factory, FactoryPage, FactoryRef } from '../../src/wire/factories.ts';
import { DrawingFile as DesignFile, DrawingFormat as DesignFormat, FileDeleteResult, FileFormat, Geometry, StoredFile, StoredFilePage, UploadResult } from '../../src/wire/files.ts';
import { GrowthPage, MemberLevel, MemberLevelInfo, Membership } from '../../src/wire/members.ts';
import { OrderEvent, OrderStatus } from '../../src/wire/order-status.ts';
import { CreateCustomizedOrder, CustomizedOrder } from '../../src/wire/orders.ts';
import { Customer, LoginRequest, PasswordChangeRequest, ProfileUpdateRequest, QqBindingStatus, RedirectUrlResponse, SessionInfo, Shop, TokenResponse, UsingFactoryRequest } from '../../src/wire/platform.ts';
import { CreateProfessionalOrder, Drawing, DrawingUploadResult, DrawingVersion, OrderDrawings, ProfessionalOrderPage, ProfessionalOrderSummary } from '../../src/wire/professional-orders.ts';
import { PriceChanged, Quote, QuoteItem, QuoteLine, QuoteRequest } from '../../src/wire/quotes.ts';

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

const requests = {
  LoginRequest: LoginRequest,
  PasswordChangeRequest: PasswordChangeRequest,
  ProfileUpdateRequest: ProfileUpdateRequest,
  UsingFactoryRequest: UsingFactoryRequest,
  QuoteItem: QuoteItem,
  QuoteRequest: QuoteRequest,
  AddressInput: Address,
  CreateCustomizedOrder: CreateCustomizedOrder,
  CreateProfessionalOrder: CreateProfessionalOrder,
};

for (const [id, schema] of Object.entries(answers)) answerComponent(id, schema);
for (const [id, schema] of Object.entries(requests)) requestComponent(id, schema);
