import { createHash } from 'node:crypto';

/**
 * Client-only islands start after the next frame, so the first frame shows the page's own HTML:
 * its heading and introduction, drawn where the island draws them (GuardFallback's lead), become
 * the largest paint at once instead of when the island mounts. A hidden tab draws no frame: there
 * they start 100 ms after the page is hidden or shown. Astro assigns its `only` directive to
 * `self.Astro` after this runs (its bootstrap is moved into head, scripts/astro-island-scripts.ts);
 * the island connects while the stylesheet may still be loading, so a timer counted from there
 * would start islands before the first frame.
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
          if (document.hidden) setTimeout(painted, 100);
          else document.addEventListener('visibilitychange', () => setTimeout(painted, 100), { once: true });
        }).then(() => directive(...args));
    },
  });
})();`;

/** The inline script's hash for the page's content security policy (build time only). */
export const PAINT_FIRST_HASH = `sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}` as const;
