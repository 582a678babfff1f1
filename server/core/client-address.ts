import type { Context } from 'hono';

/** The socket's peer as @hono/node-server passes it in the context's env (absent in tests that call app.request). */
function socketAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return '';
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return '';
  const socket: unknown = incoming.socket;
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket)) return '';
  return typeof socket.remoteAddress === 'string' ? socket.remoteAddress : '';
}

/**
 * An IPv6 address cut to its /64 network, which one subscriber usually holds whole (so stepping
 * through it does not give fresh addresses); IPv4, and IPv4 mapped into IPv6, stay as they are.
 */
export function addressGroup(address: string): string {
  const text = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!text.includes(':')) return text;
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Who is asking, for limits per client: the socket's peer, or, behind a reverse proxy the
 * operator vouches for (`trustProxy`), the last address that proxy appended to X-Forwarded-For
 * (earlier entries are whatever the client sent and prove nothing).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return addressGroup(forwarded);
  }
  return addressGroup(socketAddress(c));
}
