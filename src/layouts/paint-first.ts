import { createHash } from 'node:crypto';

/**
 * Client-only islands start after the next frame (or after 100 ms, in a tab that draws no frame),
 * so the first frame shows the page's own HTML: its heading and introduction, drawn where the
 * island draws them (GuardFallback's lead), become the largest paint at once instead of when the
 * island mounts. Astro assigns its `only` directive to `self.Astro` after this runs, in the body.
 */
export const PAINT_FIRST_SCRIPT = `(() => {
  const astro = (self.Astro ||= {});
  let only;
  Object.defineProperty(astro, 'only', {
    configurable: true,
    get: () => only,
    set: (directive) => {
      only = (...args) =>
        new Promise((painted) => {
          requestAnimationFrame(() => setTimeout(painted, 0));
          setTimeout(painted, 100);
        }).then(() => directive(...args));
    },
  });
})();`;

/** The inline script's hash for the page's content security policy (build time only). */
export const PAINT_FIRST_HASH = `sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}` as const;
