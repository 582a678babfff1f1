import { useId } from "react";
import { Empty, LoadFailure, Loading, SkeletonText } from "~/core/ListState";
import { useRequest } from "~/core/use-request";
import { formatDateTime } from "~/lib/format/datetime";
import { formatFen } from "~/lib/format/money";
import type {
  QuoteQueueItem,
  StaffRole,
  Workbench as WorkbenchCounts,
} from "~/wire/staff";
import { ConsoleGuard } from "./ConsoleGuard";
import { t } from "./messages";
import { fetchWorkbench, listQuoteQueue } from "./staff-api";

/** /factory (工作台): each queue with its count, and the orders waiting for a price by time left. */
export default function Workbench() {
  return (
    <ConsoleGuard>
      {(member) => <WorkbenchScreen role={member.role} />}
    </ConsoleGuard>
  );
}

type QueueKey = Exclude<keyof WorkbenchCounts, "toQuote">;
const OTHER_QUEUES: readonly QueueKey[] = [
  "inProduction",
  "toShip",
  "afterSales",
  "toInvoice",
  "toReply",
  "designToDeliver",
  "bankUnmatched",
];

/** The console page where a queue is worked on, and the roles besides 管理员 that may open it (null: all). */
const QUEUE_PAGES: Partial<
  Record<QueueKey, { href: string; roles: readonly StaffRole[] | null }>
> = {
  inProduction: { href: "/factory/shipping", roles: ["warehouse"] },
  toShip: { href: "/factory/shipping", roles: ["warehouse"] },
  afterSales: { href: "/factory/claims", roles: ["service"] },
  toInvoice: { href: "/factory/invoices?status=待开票", roles: ["service"] },
  toReply: { href: "/factory/feedback", roles: ["service"] },
  designToDeliver: { href: "/factory/design", roles: ["engineer"] },
  bankUnmatched: { href: "/factory/bank-transfers", roles: [] },
};

function queuePage(key: QueueKey, role: StaffRole): string | null {
  const page = QUEUE_PAGES[key];
  if (
    !page ||
    (page.roles !== null && role !== "admin" && !page.roles.includes(role))
  )
    return null;
  return page.href;
}

function WorkbenchScreen({ role }: { role: StaffRole }) {
  const id = useId();
  const counts = useRequest("workbench", (signal) => fetchWorkbench(signal));
  const toQuote = counts.data?.toQuote;
  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t("console.workbench.heading")}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">
          {t("console.workbench.intro")}
        </p>
      </div>
      <LoadFailure
        state={counts}
        feature={t("console.quotes.feature")}
        onRetry={counts.reload}
      />
      <ul
        className="grid grid-cols-2 gap-3 md:grid-cols-4"
        aria-label={t("console.nav")}
      >
        <li
          className={`rounded-box bg-base-100 p-4 shadow-sm ${toQuote && toQuote.overdue > 0 ? "border border-error" : ""}`}
          data-queue="toQuote"
        >
          <p className="text-sm text-base-content/70">
            {t("console.queue.toQuote")}
          </p>
          <p className="text-2xl font-bold">
            {toQuote ? (
              t("console.queue.count", { count: toQuote.count })
            ) : (
              <SkeletonText width="w-12" />
            )}
          </p>
          {toQuote && toQuote.overdue > 0 && (
            <p className="text-sm text-error">
              {t("console.queue.toQuoteOverdue", { count: toQuote.overdue })}
            </p>
          )}
        </li>
        {OTHER_QUEUES.map((key) => (
          <li
            key={key}
            className="rounded-box bg-base-100 p-4 shadow-sm"
            data-queue={key}
          >
            {queuePage(key, role) ? (
              <a
                className="link link-hover text-sm text-base-content/70"
                href={queuePage(key, role) ?? undefined}
              >
                {t(`console.queue.${key}`)}
              </a>
            ) : (
              <p className="text-sm text-base-content/70">
                {t(`console.queue.${key}`)}
              </p>
            )}
            <p className="text-2xl font-bold">
              {counts.data ? (
                // A backend older than a queue answers without it: 0, not a broken page.
                t(key === "bankUnmatched" ? "console.queue.countReceipts" : "console.queue.count", { count: counts.data[key]?.count ?? 0 })
              ) : (
                <SkeletonText width="w-12" />
              )}
            </p>
          </li>
        ))}
      </ul>
      {(role === "admin" || role === "engineer") && <QuoteQueueSection />}
    </section>
  );
}

/** The 待报价 orders by time left, for those who price them (报价工程师, 管理员). */
function QuoteQueueSection() {
  const id = useId();
  const queue = useRequest("quote-queue", (signal) => listQuoteQueue(signal));
  return (
    <section
      className="card bg-base-100 shadow-sm"
      aria-labelledby={`${id}-quotes`}
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={`${id}-quotes`} className="text-lg font-semibold">
          {t("console.quotes.title")}
        </h2>
        <LoadFailure
          state={queue}
          feature={t("console.quotes.feature")}
          onRetry={queue.reload}
        />
        {queue.status === "loading" && !queue.data && <Loading rows={3} />}
        {queue.data && queue.data.records.length === 0 && (
          <Empty title={t("console.quotes.empty")}>
            {t("console.quotes.emptyHint")}
          </Empty>
        )}
        {queue.data && queue.data.records.length > 0 && (
          <ul
            className="flex flex-col gap-3"
            aria-label={t("console.quotes.listLabel")}
          >
            {queue.data.records.map((item) => (
              <QueueRow key={item.orderNo} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function QueueRow({ item }: { item: QuoteQueueItem }) {
  const due = formatDateTime(item.dueAt);
  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box border p-3 ${item.overdue ? "border-error" : "border-base-300"}`}
      data-order={item.orderNo}
      data-overdue={item.overdue ? "" : undefined}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">
          {item.orderNo}{" "}
          <span className="badge badge-outline badge-sm">
            {t(`console.quotes.source.${item.source}`)}
          </span>
        </p>
        <p className="text-sm text-base-content/70">
          {item.customer.nickname} ·{" "}
          {t("console.quotes.lines", {
            count: item.lineCount,
            manual: item.manualLines,
          })}
          {item.autoGoods !== null &&
            ` · ${t("console.quotes.auto", { amount: formatFen(item.autoGoods) })}`}
        </p>
        <p
          className={`text-sm ${item.overdue ? "font-medium text-error" : ""}`}
        >
          {item.overdue
            ? t("console.quotes.overdue", { time: due })
            : t("console.quotes.due", { time: due })}
        </p>
      </div>
      <a
        className="btn btn-sm btn-primary ms-auto"
        href={`/factory/quote?no=${encodeURIComponent(item.orderNo)}`}
      >
        {t("console.quotes.open")}
      </a>
    </li>
  );
}
