/**
 * The customer's 消息中心: what the factory did on their things (a price confirmed, an order
 * declined or shipped, a claim answered, a reply, an invoice, a delivery): /api/shop-message.
 * Shared conventions: common.ts.
 */
import { z } from 'zod';
import { pageOf, PageQuery } from './common.ts';

const iso = z.iso.datetime();

/** What a message is about; the console writes one kind per factory action. */
export const MESSAGE_KINDS = ['quoteConfirmed', 'quoteDeclined', 'shipped', 'claimAnswered', 'suggestionReply', 'invoiceIssued', 'invoiceRefused', 'designDelivered', 'refunded'] as const;
export const MessageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKind>;

/**
 * A path of this site (`/ordercenter/…?orderNo=…`), never an address elsewhere: a message may only
 * send the customer to a page of the shop.
 */
export const SitePath = z.string().regex(/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/, '链接必须是本站页面');

export const CustomerMessage = z.object({
  id: z.number().int().positive(),
  kind: MessageKind,
  title: z.string(),
  body: z.string(),
  /** The page of the thing the message is about, or null. */
  link: SitePath.nullable(),
  createdAt: iso,
  /** null while unread. */
  readAt: iso.nullable(),
});
export type CustomerMessage = z.infer<typeof CustomerMessage>;

export const MessageListQuery = PageQuery.extend({
  unread: z.enum(['0', '1']).optional().describe('1：只列未读'),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** A page of messages, newest first, with the customer's unread count over all of them. */
export const MessagePage = pageOf(CustomerMessage).extend({ unread: z.number().int().nonnegative() });
export type MessagePage = z.infer<typeof MessagePage>;

export const UnreadCount = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const ReadAllAnswer = z.object({ read: z.number().int().nonnegative() });
export type ReadAllAnswer = z.infer<typeof ReadAllAnswer>;
