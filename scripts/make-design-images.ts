/**
 * `npx node scripts/make-design-images.ts`: draws the pictures of the design-service pages
 * (src/assets/design/) and rasterises them with sharp (installed with Astro).
 *
 * The project has no stock photos and the build machine no internet, so every picture is an
 * SVG illustration drawn here: for each case a pencil sketch as customers send it (`*-before.png`)
 * and a shaded render as the designers deliver it (`*-after.jpg`), the home hero (sketch turning
 * into a render on a blueprint) and two scenes (the design studio, the print workshop). The
 * generated files are committed: Astro's image pipeline (astro:assets) makes the responsive
 * AVIF/WebP sizes from them at build time. Run this again after changing a drawing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { ell, products, renderOf, rr, sketchOf, type ProductName } from './design-drawings.ts';

const out = 'src/assets/design';
mkdirSync(out, { recursive: true });

const svg = (body: string, width = 1200, height = 900) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

async function save(name: string, body: string, format: 'png' | 'jpg', width = 1200, height = 900) {
  const image = sharp(Buffer.from(svg(body, width, height)));
  const buffer = format === 'png' ? await image.png({ palette: true, quality: 90, effort: 10 }).toBuffer() : await image.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
  writeFileSync(`${out}/${name}.${format}`, buffer);
  console.log(`${out}/${name}.${format}  ${(buffer.length / 1024).toFixed(0)} KB`);
}

/** Case visuals: the sketch a customer sent and the render that was delivered. */
const cases: ProductName[] = ['speaker', 'oximeter', 'gripper', 'lock', 'pagoda', 'mount'];
for (const name of cases) {
  await save(`${name}-before`, sketchOf(products[name]), 'png');
  await save(`${name}-after`, renderOf(products[name]), 'jpg');
}

/** Home hero: on a blueprint, the sketch of the speaker on the left becomes its render on the right. */
const blueprintGrid = Array.from({ length: 41 }, (_, i) => `<path d="M${i * 30} 0v900" stroke-opacity="${i % 5 ? 0.12 : 0.25}"/>`).join('') +
  Array.from({ length: 31 }, (_, i) => `<path d="M0 ${i * 30}h1200" stroke-opacity="${i % 5 ? 0.12 : 0.25}"/>`).join('');
await save(
  'hero',
  `<defs><radialGradient id="spot" cx="0.7" cy="0.45" r="0.6"><stop offset="0" stop-color="#2c5fc4"/><stop offset="1" stop-color="#0d1f40"/></radialGradient></defs>
  <rect width="1200" height="900" fill="url(#spot)"/>
  <g stroke="#9cc0ff" stroke-width="1.2">${blueprintGrid}</g>
  <g transform="translate(-90 130) scale(0.7)">${sketchOf(products.speaker, { ink: '#dbe8ff', paper: false }).replaceAll('#2a5bc7', '#9cc0ff').replaceAll('#5b7bd5', '#7aa5f5')}</g>
  <g transform="translate(500 70) scale(0.78)">${renderOf(products.speaker, { backdrop: false }).replaceAll('id="', 'id="r').replaceAll('url(#', 'url(#r')}</g>
  <g fill="none" stroke="#f59e3b" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="M590 470h100M668 448l24 22-24 22"/></g>`,
  'jpg',
);

/** The design studio: two screens with the model and its render, a sketchbook, a printed part. */
await save(
  'studio',
  `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe8f5"/><stop offset="1" stop-color="#c4d3ea"/></linearGradient>
    <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c89b6d"/><stop offset="1" stop-color="#8f6642"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2a48"/><stop offset="1" stop-color="#0c1426"/></linearGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#wall)"/>
  <rect x="80" y="90" width="260" height="180" rx="10" fill="#f7f4ec" stroke="#9fb0cc" stroke-width="3"/>
  <g stroke="#37404f" stroke-width="3" fill="none" transform="translate(95 98) scale(0.2)">${products.pagoda.parts.map((p) => `<path d="${p.d}"/>`).join('')}</g>
  <rect x="880" y="70" width="220" height="260" rx="10" fill="#fff" stroke="#9fb0cc" stroke-width="3"/>
  <g transform="translate(870 60) scale(0.2)">${renderOf(products.mount, { backdrop: false }).replaceAll('id="', 'id="m').replaceAll('url(#', 'url(#m')}</g>
  <rect y="640" width="1200" height="260" fill="url(#desk)"/>
  <rect y="630" width="1200" height="18" fill="#a77a50"/>
  <path d="M330 630l30-60h80l30 60z" fill="#3b4252"/>
  <rect x="180" y="250" width="440" height="320" rx="16" fill="#2a3140"/>
  <rect x="196" y="266" width="408" height="288" rx="6" fill="url(#screen)"/>
  <g stroke="#6fd3ff" stroke-width="2" fill="none" transform="translate(160 242) scale(0.4)">${products.gripper.parts.map((p) => `<path d="${p.d}"/>`).join('')}<path d="M600 90V760M300 690H900" stroke-dasharray="10 8" stroke-opacity="0.5"/></g>
  <rect x="196" y="266" width="408" height="24" fill="#33415c"/><circle cx="212" cy="278" r="5" fill="#f87171"/><circle cx="228" cy="278" r="5" fill="#fbbf24"/><circle cx="244" cy="278" r="5" fill="#34d399"/>
  <path d="M760 630l24-48h64l24 48z" fill="#3b4252"/>
  <rect x="640" y="300" width="340" height="290" rx="16" fill="#2a3140"/>
  <g transform="translate(656 316) scale(0.2567 0.2856)"><g>${renderOf(products.gripper)}</g></g>
  <rect x="300" y="690" width="360" height="90" rx="10" fill="#e5e9f0" stroke="#b7c0ce" stroke-width="2"/>
  <g fill="#c3cad6">${Array.from({ length: 30 }, (_, i) => `<rect x="${316 + (i % 10) * 34}" y="${702 + Math.floor(i / 10) * 24}" width="26" height="16" rx="3"/>`).join('')}</g>
  <g transform="rotate(-8 860 740)"><rect x="720" y="680" width="280" height="170" rx="6" fill="#f7f4ec" stroke="#c8bfae" stroke-width="2"/><path d="M860 680v170" stroke="#c8bfae" stroke-width="2"/>
  <g stroke="#37404f" stroke-width="2.4" fill="none" transform="translate(718 668) scale(0.16)">${products.oximeter.parts.map((p) => `<path d="${p.d}"/>`).join('')}</g>
  <path d="M880 720h90M880 750h70M880 780h96M880 810h60" stroke="#9aa3b2" stroke-width="3"/></g>
  <rect x="1010" y="700" width="16" height="130" rx="8" fill="#f59e3b" transform="rotate(25 1018 765)"/>
  <g transform="translate(60 520)"><path d="M40 120h100l-12 90H52z" fill="#d97757"/><path d="M90 120c-30-40-50-60-40-100 20 20 40 50 40 100zM90 120c10-50 40-80 70-90 0 40-30 70-70 90zM90 120c-20-30-60-40-80-30 20 20 50 30 80 30z" fill="#3f8f5b"/></g>
  <g transform="translate(1030 520) scale(0.16)">${renderOf(products.pagoda, { backdrop: false }).replaceAll('id="', 'id="p').replaceAll('url(#', 'url(#p')}</g>`,
  'jpg',
);

/** The print workshop: an SLA printer finishing a part, a caliper and finished parts on the bench. */
await save(
  'workshop',
  `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8edf4"/><stop offset="1" stop-color="#cfd8e5"/></linearGradient>
    <linearGradient id="amber" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffb45c" stop-opacity="0.75"/><stop offset="1" stop-color="#e0761c" stop-opacity="0.85"/></linearGradient>
    <linearGradient id="bench" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a6475"/><stop offset="1" stop-color="#3a4150"/></linearGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <g fill="#fff" fill-opacity="0.5">${[0, 1, 2, 3].map((i) => `<rect x="${60 + i * 290}" y="60" width="250" height="150" rx="8"/>`).join('')}</g>
  <rect y="660" width="1200" height="240" fill="url(#bench)"/>
  <rect y="650" width="1200" height="16" fill="#6b7587"/>
  <rect x="170" y="170" width="380" height="490" rx="18" fill="#eef1f5" stroke="#aab3c1" stroke-width="3"/>
  <rect x="200" y="200" width="320" height="300" rx="10" fill="url(#amber)"/>
  <rect x="230" y="220" width="260" height="20" rx="4" fill="#7c8596"/>
  <rect x="352" y="240" width="16" height="120" fill="#9aa3b2"/>
  <g transform="translate(282 268) scale(0.26)">${renderOf(products.gripper, { backdrop: false }).replaceAll('id="', 'id="w').replaceAll('url(#', 'url(#w')}</g>
  <rect x="230" y="470" width="260" height="14" rx="4" fill="#7c8596"/>
  <rect x="200" y="530" width="320" height="100" rx="10" fill="#d7dde6"/>
  <rect x="230" y="555" width="120" height="50" rx="6" fill="#1b2436"/><text x="244" y="589" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#5eead4">86%</text>
  <circle cx="470" cy="580" r="20" fill="#f59e3b"/>
  <g transform="translate(600 360) scale(0.33)">${renderOf(products.lock, { backdrop: false }).replaceAll('id="', 'id="l').replaceAll('url(#', 'url(#l')}</g>
  <g transform="translate(760 420) scale(0.3)">${renderOf(products.speaker, { backdrop: false }).replaceAll('id="', 'id="s').replaceAll('url(#', 'url(#s')}</g>
  <g transform="translate(900 400) scale(0.3)">${renderOf(products.oximeter, { backdrop: false }).replaceAll('id="', 'id="o').replaceAll('url(#', 'url(#o')}</g>
  <g transform="rotate(-6 820 760)"><path d="${rr(620, 730, 420, 34, 6)}" fill="#c9ced6" stroke="#7c8596" stroke-width="2"/><path d="M640 730v-70h26v70M760 730v-60h26v60" fill="#aab2bf" stroke="#7c8596" stroke-width="2"/>
  <g stroke="#5e6776" stroke-width="2">${Array.from({ length: 36 }, (_, i) => `<path d="M${700 + i * 9} 730v${i % 5 ? 8 : 14}"/>`).join('')}</g><path d="${ell(680, 790, 18, 18)}" fill="#7c8596"/></g>`,
  'jpg',
);
