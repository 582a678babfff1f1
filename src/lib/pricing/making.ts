import type { LineBreakdown } from '../../wire/quotes.ts';

/** What making one part costs by a process's model, before the minimum, finish and lead time. */
export interface Making {
  material: number;
  process: number;
  /** 支撑 (printing): the support's material and removal a part, when the model prices support. */
  support?: number;
  /** Fen the line shares by its quantity (set-ups, or master and moulds), before the division. */
  shared: number;
  facts: Omit<LineBreakdown['facts'], 'volume' | 'rate' | 'sharedTotal' | 'minimumFen' | 'minimumPer' | 'leadPercent' | 'finishPercent'>;
}
