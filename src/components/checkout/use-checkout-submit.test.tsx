// @vitest-environment happy-dom
// The shop's one checkout in a real React root, with a shop of its own: the calls it is given
// answer as the reference API does (an order, or 409 when the payable shown is no longer the
// price), so the test reads what the customer is shown after each answer.
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { ApiError } from '~/core/errors';
import { readRememberedAddress } from '~/lib/drafts/remembered-address';
import type { CheckoutAttempt } from './checkout-rules';
import { reactRootPerTest } from '~/core/test-react-root';
import { useCheckoutSubmit, type CheckoutCalls } from './use-checkout-submit';

interface Request {
  items: { id: number; quantity: number }[];
}
interface Quote {
  payable: number;
  short: number[];
}

/** A shop that prices 1000 fen a unit and creates an order only at the payable it charges. */
function shop(unitFen: number, stock = Infinity) {
  const sent: unknown[] = [];
  const price = async (request: Request): Promise<Quote> => ({
    payable: request.items.reduce((sum, item) => sum + item.quantity * unitFen, 0),
    short: request.items.filter((item) => item.quantity > stock).map((item) => item.id),
  });
  return {
    sent,
    price,
    setUnit: (fen: number) => (unitFen = fen),
    create: async (body: Request & { expectedPayable: number; idempotencyKey: string }) => {
      sent.push(body);
      const quote = await price(body);
      if (quote.short.length > 0) throw new ApiError('http', '库存不足', 409, true);
      if (quote.payable !== body.expectedPayable) throw new ApiError('http', '价格已变化', 409, true);
      return { orderNo: `C${sent.length}`, payable: quote.payable };
    },
  };
}

const view = reactRootPerTest(() => localStorage.clear());

type Checkout = ReturnType<typeof useCheckoutSubmit<Request, Quote, { orderNo: string; payable: number }>>;

/** Mounts a page with the checkout and hands back its latest state each render. */
function mount(calls: CheckoutCalls<Request, Quote, { orderNo: string; payable: number }>) {
  const seen: { current: Checkout | null } = { current: null };
  function Page() {
    seen.current = useCheckoutSubmit(calls);
    return null;
  }
  act(() => view.root.render(<Page />));
  return seen;
}

const request: Request = { items: [{ id: 1, quantity: 2 }] };
const attemptAt = (payable: number): CheckoutAttempt<Request, Quote> => ({
  request,
  shown: { payable, short: [] },
  address: { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' },
  remarks: '',
  draftId: 'draft-1',
  customerId: 5,
});

describe('useCheckoutSubmit', () => {
  test('creates the order once at the payable shown, remembers the address and empties the draft', async () => {
    const factory = shop(1000);
    const emptied: string[] = [];
    const checkout = mount({ submission: 'quotation', create: factory.create, price: factory.price, keyOf: JSON.stringify, onNewQuote: () => {}, reportConflict: () => {}, onCreated: (order) => emptied.push(order.orderNo) });
    await act(async () => {
      // A double press while the first is out sends one request.
      void checkout.current?.submit(attemptAt(2000));
      await checkout.current?.submit(attemptAt(2000));
    });
    expect(factory.sent).toHaveLength(1);
    expect(checkout.current?.created).toEqual({ orderNo: 'C1', payable: 2000 });
    expect(emptied).toEqual(['C1']);
    expect(readRememberedAddress(localStorage, 5)?.name).toBe('张三');
    expect(checkout.current?.submitting).toBe(false);
  });

  test('a price that changed meanwhile is shown for the customer to confirm, and nothing is created', async () => {
    const factory = shop(1000);
    const fresh: Quote[] = [];
    const refusals: string[] = [];
    const checkout = mount({ submission: 'quotation', create: factory.create, price: factory.price, keyOf: JSON.stringify, onNewQuote: (_, quote) => fresh.push(quote), reportConflict: (error) => refusals.push(error.message), onCreated: () => {} });
    factory.setUnit(1100);
    await act(() => checkout.current?.submit(attemptAt(2000)));
    expect(checkout.current?.created).toBeNull();
    expect(fresh).toEqual([{ payable: 2200, short: [] }]);
    expect(checkout.current?.priceChangeFor(request)).toEqual({ before: 2000, after: 2200 });
    // Another request (a quantity changed since) is not that change.
    expect(checkout.current?.priceChangeFor({ items: [{ id: 1, quantity: 3 }] })).toBeNull();
    expect(refusals).toEqual([]);
    expect(readRememberedAddress(localStorage, 5)).toBeNull();
    // Confirmed: the same draft is sent at the new payable, with the same key.
    await act(() => checkout.current?.submit(attemptAt(2200)));
    expect(checkout.current?.created?.payable).toBe(2200);
    expect(factory.sent.map((body) => (body as { idempotencyKey: string }).idempotencyKey)).toEqual([expect.any(String), (factory.sent[0] as { idempotencyKey: string }).idempotencyKey]);
  });

  test('a 409 the fresh price explains (stock run short) is left to the page; one it does not is the server’s sentence', async () => {
    const factory = shop(1000, 1);
    const explained: number[][] = [];
    const refusals: string[] = [];
    const checkout = mount({
      submission: 'cart',
      create: factory.create,
      price: factory.price,
      keyOf: JSON.stringify,
      onNewQuote: () => {},
      explain: (_, __, quote) => (quote.short.length > 0 ? (explained.push(quote.short), true) : false),
      reportConflict: (error) => refusals.push(error.message),
      onCreated: () => {},
    });
    await act(() => checkout.current?.submit(attemptAt(2000)));
    expect(explained).toEqual([[1]]);
    expect(refusals).toEqual([]);
    expect(checkout.current?.priceChangeFor(request)).toBeNull();

    // Same payable, nothing short, still refused (a coupon spent elsewhere): the server's sentence.
    const stubborn = mount({
      submission: 'cart',
      create: async () => Promise.reject(new ApiError('http', '优惠券已被使用', 409, true)),
      price: factory.price,
      keyOf: JSON.stringify,
      onNewQuote: () => {},
      reportConflict: (error) => refusals.push(error.message),
      onCreated: () => {},
    });
    await act(() => stubborn.current?.submit({ ...attemptAt(2000), request: { items: [{ id: 1, quantity: 1 }] }, shown: { payable: 1000, short: [] } }));
    expect(refusals).toEqual(['优惠券已被使用']);
  });
});
