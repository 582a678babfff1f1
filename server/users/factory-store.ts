import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { FactoryPage } from '../../src/wire/factories.ts';
import { intOf, textOf } from '../core/rows.ts';

/**
 * One page of the factories a customer may use (the ones PUT users/me/usingFactory accepts),
 * by id, each with the names of its processes in catalogue order.
 */
export function listFactories(
  db: DatabaseSync,
  customerId: number,
  { page, size }: { page: number; size: number },
): FactoryPage {
  const rows = db
    .prepare(
      `SELECT f.id, f.name, f.city, f.intro, f.lead_min_days, f.lead_max_days,
              (SELECT json_group_array(name) FROM (
                 SELECT p.name FROM factory_processes fp JOIN processes p ON p.id = fp.process_id
                 WHERE fp.factory_id = f.id ORDER BY p.sort_order, p.id)) AS processes
       FROM customer_factories cf JOIN factories f ON f.id = cf.factory_id
       WHERE cf.customer_id = ?
       ORDER BY f.id
       LIMIT ? OFFSET ?`,
    )
    .all(customerId, size, (page - 1) * size);
  const count = db.prepare('SELECT COUNT(*) AS total FROM customer_factories WHERE customer_id = ?').get(customerId);
  return {
    records: rows.map((row) => ({
      id: intOf(row, 'id'),
      name: textOf(row, 'name'),
      city: textOf(row, 'city'),
      intro: textOf(row, 'intro'),
      processes: namesOf(textOf(row, 'processes')),
      leadDaysMin: intOf(row, 'lead_min_days'),
      leadDaysMax: intOf(row, 'lead_max_days'),
    })),
    total: count === undefined ? 0 : intOf(count, 'total'),
  };
}

/** The JSON array SQLite built, checked rather than trusted. */
const ProcessNames = z.array(z.string());

function namesOf(json: string): string[] {
  return ProcessNames.parse(JSON.parse(json));
}
