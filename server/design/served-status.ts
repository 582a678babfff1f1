/**
 * The status an order is shown with. Stored statuses follow the order's flow; a paid design
 * package is stored 已完成 (its purchase is done), but what the customer needs to know is whether
 * it can still take design requests, so every answer that carries a package order's status says
 * 生效中 or 已用完 instead. This is the one place that decides it: the package orders page, the
 * design order list, the recent orders and the payment result all read it.
 */

/** SQL for the shown status of orders row `alias` (select it `AS status`). */
export const servedStatusSql = (alias: string) => `CASE
  WHEN ${alias}.kind = 'package' AND ${alias}.status = '已完成' THEN
    CASE WHEN (SELECT COUNT(*) FROM design_orders d WHERE d.package_order_id = ${alias}.id)
              < (SELECT p.requests FROM design_packages p WHERE p.id = ${alias}.package_id)
         THEN '生效中' ELSE '已用完' END
  ELSE ${alias}.status END`;
