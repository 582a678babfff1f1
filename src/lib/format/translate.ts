export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A typed translator over one set of messages. Islands use the translator of their area
 * (its messages.ts), so a page bundles only the texts it can show; a key from another folder
 * is a type error, not a missing text at run time.
 */
export function makeT<M extends Readonly<Record<string, string>>>(messages: M) {
  return function t(key: keyof M & string, params?: MessageParams): string {
    const text = messages[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
  };
}
