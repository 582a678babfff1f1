import { zhCN, type MessageKey } from './zh-CN.ts';

/**
 * Looks up an interface text and fills `{name}` placeholders.
 * @example t('frame.issue', { issue: '账户中心' })
 */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  const text: string = zhCN[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
