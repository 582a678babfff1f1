import type { Migration } from '../migration.ts';

/**
 * How a line's price per part was made (材料, 打印 or 切削, 装夹与编程, 模具, 表面处理, 起步价,
 * 交期 and the figures behind them), JSON, as the server priced it under the material's cost
 * model, on an order's lines and a saved quotation's, so the order detail and the 报价单 show the
 * figures that were charged. NULL for a line priced without a model (every line before this step).
 */
export const migration: Migration = {
  version: 13,
  name: 'line breakdown',
  up: (db) => {
    db.exec('ALTER TABLE order_items ADD COLUMN breakdown TEXT');
    db.exec('ALTER TABLE quotation_lines ADD COLUMN breakdown TEXT');
  },
};
