/**
 * A page's first API call, started by an inline script in `<head>` while the page's JavaScript is
 * still on its way, instead of after it has loaded, parsed and mounted (about 90 KB later). The
 * list then arrives one round trip sooner, and the images of its first row are asked for sooner.
 *
 * The script reads the token from `shop-user` (the seed's key) and, when there is one and the
 * address has no query (the page's default view, which is what `path` asks for), sends the call
 * with the headers the shared client sends (Accept, Authorization). It hands the answer to the
 * page's own call by wrapping `fetch` once: the first GET of the same absolute URL with the same
 * Authorization gets the early answer, and the wrapper takes itself out. Every other call goes
 * straight through. The client then reads the answer as its own, so statuses, messages, the 401
 * redirect and the shape check stay where they are. Without a token, with a query, or when the
 * page asks for something else, nothing changes but one unused call.
 *
 * Written minified: it is inline on the page. Read as:
 *
 *   let token;
 *   try { token = JSON.parse(localStorage.getItem(KEY)).token; } catch {}
 *   if (typeof token === 'string' && token && !location.search) {
 *     const url = new URL(PATH, location.href).href;
 *     const auth = `Bearer ${token}`;
 *     const own = fetch;
 *     const early = own(url, { headers: { Accept: 'application/json', Authorization: auth } });
 *     early.catch(() => {});
 *     self.fetch = (input, init) => {
 *       if (new URL(String(input), location.href).href === url && (init?.method ?? 'GET') === 'GET'
 *           && new Headers(init?.headers).get('Authorization') === auth) {
 *         self.fetch = own;
 *         return early;
 *       }
 *       return own(input, init);
 *     };
 *   }
 */
export function earlyFetchScript(path: string, storageKey: string): string {
  // Inline in a <script>: no `<` of the values may open a tag.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(()=>{let t;try{t=JSON.parse(localStorage.getItem(${literal(storageKey)})).token}catch{}if(typeof t!="string"||!t||location.search)return;const u=new URL(${literal(path)},location.href).href,a="Bearer "+t,f=fetch,p=f(u,{headers:{Accept:"application/json",Authorization:a}});p.catch(()=>{});self.fetch=(i,o)=>{if(new URL(String(i),location.href).href===u&&(o?.method??"GET")==="GET"&&new Headers(o?.headers).get("Authorization")===a){self.fetch=f;return p}return f(i,o)}})()`;
}
