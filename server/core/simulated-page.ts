import type { Context } from 'hono';
import { html, raw } from 'hono/html';

/** Markup made by `html` (escaped already), or a promise of it when a part is asynchronous. */
export type Html = ReturnType<typeof html>;

const baseStyle = `
  body { font-family: "Noto Sans CJK SC", system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f2f5fa;
         color: #1f2937; margin: 0; padding: 1.5rem; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .75rem;
         padding: 1.5rem; box-shadow: 0 4px 16px rgb(0 0 0 / .08); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .notice { background: #fff7e6; border: 1px solid #ffd591; border-radius: .5rem; padding: .75rem;
            font-size: .875rem; }
  form { margin: 0; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
`;

/**
 * A page of one of the simulations (the QQ authorization page, the payment gateway): `style` is
 * a constant of the page's module, never user input, so it goes in unescaped.
 */
export function simulatedPage(title: string, style: string, body: Html): Html {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(baseStyle + style)}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Sends a simulation's page: never cached, nothing loaded or run but its inline style, never framed. */
export function sendPage(c: Context, status: 200 | 400 | 404, page: Html): Response | Promise<Response> {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
  return c.html(page, status);
}
