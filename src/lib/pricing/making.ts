import type { LineBreakdown } from '../../wire/quotes.ts';

/** What making one part costs by a process's model, before the minimum, finish and lead time. */
export interface Making {
  material: number;
  process: number;
  /** Fen the line shares by its quantity (set-ups, or master and moulds), before the division. */
  shared: number;
  facts: Omit<LineBreakdown['facts'], 'volume' | 'rate' | 'sharedTotal' | 'minimumFen' | 'minimumPer' | 'leadPercent' | 'finishPercent'>;
}
