import type { FootageCategory } from '~/wire/footage';
import type { StatusTab } from '~/components/ui/StatusTabs';
import { t } from '~/islands/footage/messages';

export const categoryLabel = (category: FootageCategory | null) => t(category ? `footage.category.${category}` : 'footage.category.all');

/** 全部 ('') and the five categories, as the tabs of the footage library. */
export const FOOTAGE_TABS: readonly StatusTab<FootageCategory | ''>[] = ([null, 'model', 'fixture', 'video', 'guide', 'datasheet'] as const).map((category) => ({
  value: category ?? '',
  label: categoryLabel(category),
}));
