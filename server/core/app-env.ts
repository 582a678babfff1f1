/** Hono environment: values set by the bearer middleware for the handlers behind it. */
export interface AppEnv {
  Variables: {
    customerId: number;
    sessionId: number;
  };
}
