let readToken: () => string = () => '';

/**
 * The bearer token every call carries ('' when logged out). The session store hands over how to
 * read it when it loads, which every page does before any island runs; the API layer itself
 * knows no store, so data keeps flowing one way (store → api).
 */
export const sessionToken = (): string => readToken();

export function provideSessionToken(reader: () => string): void {
  readToken = reader;
}
