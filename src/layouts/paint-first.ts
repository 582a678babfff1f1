import { scriptHash } from './script-hash';

/**
 * Client-only islands start after the next frame, so the first frame shows the page's own HTML:
 * its heading and introduction, drawn where the island draws them (GuardFallback's lead), become
 * the largest paint at once instead of when the island mounts. A tab opened in the background
 * draws no frame: there they start after 100 ms (in a tab hidden later, when it is shown again).
 * Astro assigns its `only` directive to `self.Astro` after this runs (its bootstrap is moved into
 * head, scripts/astro-island-scripts.ts). The island connects while the stylesheet may still be
 * loading, so a timer counted from there would start islands before the first frame.
 *
 * Every page with an island carries it inline, so it is written minified. Read as:
 *
 *   let only;
 *   Object.defineProperty((self.Astro ||= {}), 'only', {
 *     configurable: true,
 *     get: () => only,
 *     set: (run) => {
 *       only = (...args) => new Promise((go) => {
 *         requestAnimationFrame(() => setTimeout(go));
 *         if (document.hidden) setTimeout(go, 100);
 *       }).then(() => run(...args));
 *     },
 *   });
 */
export const PAINT_FIRST_SCRIPT =
  '(()=>{let o;Object.defineProperty(self.Astro||={},"only",{configurable:!0,get:()=>o,set:r=>{o=(...a)=>new Promise(g=>{requestAnimationFrame(()=>setTimeout(g));document.hidden&&setTimeout(g,100)}).then(()=>r(...a))}})})()';

/** The inline script's hash for the page's content security policy (build time only). */
export const PAINT_FIRST_HASH = scriptHash(PAINT_FIRST_SCRIPT);
