/**
 * What every check of what a customer typed answers: `ok` with what to send, named for what it is
 * (`address`, `request`, `body`, `quantity`), or not `ok` with why. A whole form says why per field
 * (`errors`, in the messages the form shows); one field alone says it in one message (`error`).
 */
export type Check<Name extends string, Value, Why = string> =
  | ({ ok: true } & { [K in Name]: Value })
  | ({ ok: false } & (Why extends string ? { error: Why } : { errors: Why }));
