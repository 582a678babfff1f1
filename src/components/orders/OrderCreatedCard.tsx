import { useEffect, useRef, type ReactNode } from 'react';

export interface OrderCreatedTexts {
  title: string;
  orderNo: string;
  status: string;
  payable: string;
}

export interface OrderCreatedCardProps {
  texts: OrderCreatedTexts;
  orderNo: string;
  status: string;
  /** The badge's colour class for the status. */
  statusBadge: string;
  /** What to pay, as the page words it (a price still waiting for the engineer says so). */
  payable: ReactNode;
  /** What happens next, under the figures. */
  children?: ReactNode;
  /** The ways on: pay, see the order, order more. */
  actions: ReactNode;
}

/**
 * 订单已提交, for the quotation and the consumables checkout alike: the order's number, status
 * and payable, what happens next and the ways on. The form the customer was in is gone, so the
 * page moves them (and screen readers) to the heading.
 */
export function OrderCreatedCard({ texts, orderNo, status, statusBadge, payable, children, actions }: OrderCreatedCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <section className="card mx-auto w-full max-w-2xl bg-base-100 shadow-sm" aria-labelledby="order-created-title" data-testid="order-created">
      <div className="flex flex-col items-center gap-5 p-5 text-center sm:p-8">
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" className="text-success">
          <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.15" />
          <path d="M16 29l8 8 16-17" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="order-created-title" ref={heading} className="text-2xl font-bold outline-none" tabIndex={-1}>
          {texts.title}
        </h1>
        <dl className="grid w-full max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start">
          <dt className="text-base-content/70">{texts.orderNo}</dt>
          <dd className="break-all font-mono font-semibold" data-testid="order-no">
            {orderNo}
          </dd>
          <dt className="text-base-content/70">{texts.status}</dt>
          <dd>
            <span className={`badge ${statusBadge}`}>{status}</span>
          </dd>
          <dt className="text-base-content/70">{texts.payable}</dt>
          <dd className="font-semibold tabular-nums" data-testid="created-payable">
            {payable}
          </dd>
        </dl>
        {children}
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
