/**
 * Drawings of the design-service cases as SVG, for scripts/make-design-images.ts: each product
 * is a list of outlined parts with a material tone, drawn either as a pencil sketch on paper
 * (what customers send in) or as a shaded render (what the designers deliver).
 */

export type Tone = 'body' | 'body2' | 'dark' | 'accent' | 'metal' | 'glass';
export interface Part {
  d: string;
  tone: Tone;
}
export interface Dimension {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  label: string;
}
export interface Product {
  parts: Part[];
  /** Fine lines drawn over the parts in both styles (seams, ribs, grilles). */
  details: string;
  dims: Dimension[];
  notes: { x: number; y: number; text: string }[];
  /** Render colours per tone: light, mid, dark. */
  palette: Record<Tone, [string, string, string]>;
  /** Backdrop of the render: light centre, darker edge. */
  backdrop: [string, string];
  /** Lowest point of the product, where its shadow falls. */
  floor: { cx: number; y: number; rx: number };
}

export const rr = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
export const ell = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;

const grey: [string, string, string] = ['#f4f5f7', '#c9ced6', '#8a93a3'];
const graphite: [string, string, string] = ['#5b6474', '#2f3542', '#151920'];
const steel: [string, string, string] = ['#f1f3f6', '#aab2bf', '#5e6776'];
const glass: [string, string, string] = ['#3c4a63', '#1b2436', '#0b101a'];

function dots(x0: number, x1: number, y0: number, y1: number, step: number): string {
  const out: string[] = [];
  for (let y = y0, row = 0; y <= y1; y += step, row += 1) {
    for (let x = x0 + (row % 2 ? step / 2 : 0); x <= x1; x += step) out.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
  }
  return out.join('');
}

export const products = {
  speaker: {
    parts: [
      { d: 'M440 300V640A160 52 0 0 0 760 640V300Z', tone: 'body' },
      { d: 'M440 596V640A160 52 0 0 0 760 640V596A160 52 0 0 1 440 596Z', tone: 'dark' },
      { d: ell(600, 300, 160, 52), tone: 'body2' },
      { d: ell(600, 300, 112, 35), tone: 'accent' },
      { d: ell(600, 300, 92, 27), tone: 'body2' },
      { d: ell(560, 300, 9, 6), tone: 'dark' },
      { d: ell(600, 300, 9, 6), tone: 'dark' },
      { d: ell(640, 300, 9, 6), tone: 'dark' },
    ],
    details: `<g class="fill">${dots(476, 724, 372, 560, 26)}</g>`,
    dims: [
      { x1: 810, y1: 300, x2: 810, y2: 640, label: '180' },
      { x1: 440, y1: 760, x2: 760, y2: 760, label: 'Ø120' },
    ],
    notes: [
      { x: 760, y: 210, text: '顶部触控灯环' },
      { x: 190, y: 470, text: '网罩孔 Ø2.5' },
    ],
    palette: { body: ['#e9e6e1', '#c2bcb2', '#7d766c'], body2: ['#fbfaf8', '#e3e0da', '#b9b3a8'], dark: graphite, accent: ['#fde7c6', '#f59e3b', '#b45309'], metal: steel, glass },
    backdrop: ['#f3efe8', '#c9c0b2'],
    floor: { cx: 600, y: 692, rx: 190 },
  },
  oximeter: {
    parts: [
      { d: rr(300, 520, 80, 44, 20), tone: 'dark' },
      { d: rr(360, 470, 500, 170, 64), tone: 'body' },
      { d: rr(380, 330, 460, 150, 60), tone: 'body2' },
      { d: rr(470, 362, 250, 88, 16), tone: 'glass' },
      { d: ell(820, 474, 26, 26), tone: 'metal' },
      { d: ell(610, 566, 24, 24), tone: 'accent' },
    ],
    details: '<path d="M380 474Q610 500 840 474"/><text x="498" y="428" class="digits">98</text><text x="618" y="428" class="digits small">72</text><path d="M640 386h50M640 398h34"/>',
    dims: [
      { x1: 360, y1: 720, x2: 860, y2: 720, label: '62' },
      { x1: 910, y1: 330, x2: 910, y2: 640, label: '34' },
    ],
    notes: [
      { x: 520, y: 290, text: 'OLED 显示窗' },
      { x: 860, y: 300, text: '转轴弹簧' },
    ],
    palette: { body: ['#ffffff', '#e6ebef', '#a9b4be'], body2: ['#d4f4f1', '#2bb3a6', '#136f67'], dark: graphite, accent: ['#fff1e2', '#f97316', '#9a3412'], metal: steel, glass },
    backdrop: ['#eef6f7', '#bcd3d6'],
    floor: { cx: 600, y: 648, rx: 270 },
  },
  gripper: {
    parts: [
      { d: rr(540, 120, 120, 56, 8), tone: 'metal' },
      { d: rr(470, 170, 260, 110, 18), tone: 'dark' },
      { d: 'M500 280C430 360 410 480 462 662L522 642C482 500 500 392 562 300Z', tone: 'accent' },
      { d: 'M700 280C770 360 790 480 738 662L678 642C718 500 700 392 638 300Z', tone: 'accent' },
      { d: ell(600, 560, 70, 76), tone: 'body' },
      { d: ell(505, 225, 12, 12), tone: 'metal' },
      { d: ell(695, 225, 12, 12), tone: 'metal' },
    ],
    details: '<path d="M492 360l26 8M478 420l28 6M474 480l28 4M476 540l28 2M708 360l-26 8M722 420l-28 6M726 480l-28 4M724 540l-28 2"/>',
    dims: [
      { x1: 460, y1: 760, x2: 740, y2: 760, label: '140' },
      { x1: 850, y1: 120, x2: 850, y2: 662, label: '210' },
    ],
    notes: [
      { x: 200, y: 430, text: 'TPU 柔性指' },
      { x: 760, y: 140, text: 'M4 安装孔 ×4' },
    ],
    palette: { body: ['#fdfdfd', '#e8e4da', '#b8ae9c'], body2: grey, dark: graphite, accent: ['#ffd9b0', '#f07c1b', '#9c4206'], metal: steel, glass },
    backdrop: ['#eceff3', '#b7bfca'],
    floor: { cx: 600, y: 690, rx: 200 },
  },
  lock: {
    parts: [
      { d: rr(480, 110, 240, 680, 40), tone: 'dark' },
      { d: rr(515, 172, 170, 262, 22), tone: 'glass' },
      { d: ell(600, 500, 36, 36), tone: 'metal' },
      { d: ell(600, 500, 22, 22), tone: 'glass' },
      { d: ell(700, 560, 52, 52), tone: 'metal' },
      { d: 'M700 530H866Q888 530 888 552V568Q888 590 866 590H700Z', tone: 'metal' },
      { d: ell(600, 700, 17, 17), tone: 'accent' },
    ],
    details: `<g class="fill">${[205, 265, 325, 385].flatMap((y) => [550, 600, 650].map((x) => `<circle cx="${x}" cy="${y}" r="13"/>`)).join('')}</g><path d="M588 496a12 12 0 0 1 24 0M582 504a18 18 0 0 1 36 0"/>`,
    dims: [
      { x1: 430, y1: 110, x2: 430, y2: 790, label: '380' },
      { x1: 480, y1: 840, x2: 720, y2: 840, label: '72' },
    ],
    notes: [
      { x: 740, y: 470, text: '指纹模组' },
      { x: 740, y: 230, text: '钢化玻璃面板' },
    ],
    palette: { body: grey, body2: grey, dark: ['#4a5261', '#262c37', '#0f1218'], accent: ['#c7f0ff', '#22a6d8', '#0c5a7a'], metal: ['#fbf6ec', '#d4c2a0', '#8c7653'], glass },
    backdrop: ['#e9ecf1', '#aeb6c3'],
    floor: { cx: 620, y: 800, rx: 190 },
  },
  pagoda: {
    parts: [
      { d: rr(430, 700, 340, 60, 12), tone: 'dark' },
      { d: rr(490, 560, 220, 142, 6), tone: 'body' },
      { d: 'M420 572Q600 522 780 572Q760 540 700 530H500Q440 540 420 572Z', tone: 'accent' },
      { d: rr(520, 430, 160, 104, 6), tone: 'body' },
      { d: 'M460 442Q600 396 740 442Q720 412 670 404H530Q480 412 460 442Z', tone: 'accent' },
      { d: rr(550, 322, 100, 86, 6), tone: 'body' },
      { d: 'M500 332Q600 292 700 332Q682 306 640 298H560Q518 306 500 332Z', tone: 'accent' },
      { d: 'M593 298L600 226L607 298Z', tone: 'metal' },
      { d: ell(600, 224, 11, 11), tone: 'metal' },
    ],
    details: '<path d="M540 700v-64a20 20 0 0 1 40 0v64M620 700v-64a20 20 0 0 1 40 0v64M566 534v-44a14 14 0 0 1 28 0v44M606 534v-44a14 14 0 0 1 28 0v44M586 408v-40a14 14 0 0 1 28 0v40"/>',
    dims: [
      { x1: 830, y1: 220, x2: 830, y2: 760, label: '160' },
      { x1: 430, y1: 812, x2: 770, y2: 812, label: '110' },
    ],
    notes: [
      { x: 230, y: 360, text: '顶部香薰孔 Ø6' },
      { x: 180, y: 560, text: '檐角 R3 防崩' },
    ],
    palette: { body: ['#f7efe3', '#e3cfb3', '#a88a62'], body2: grey, dark: ['#8a5a3c', '#5e3a24', '#2f1c10'], accent: ['#cdeee0', '#2f8f6b', '#145540'], metal: ['#fff6da', '#e0b54a', '#8f6a12'], glass },
    backdrop: ['#f6f0e6', '#d0c1a8'],
    floor: { cx: 600, y: 764, rx: 200 },
  },
  mount: {
    parts: [
      { d: rr(560, 680, 80, 120, 14), tone: 'dark' },
      { d: ell(600, 660, 40, 40), tone: 'metal' },
      { d: 'M420 380H384Q360 380 360 404V516Q360 540 384 540H420Z', tone: 'accent' },
      { d: 'M780 380H816Q840 380 840 404V516Q840 540 816 540H780Z', tone: 'accent' },
      { d: rr(420, 250, 360, 400, 46), tone: 'dark' },
      { d: rr(520, 612, 160, 40, 16), tone: 'accent' },
      { d: ell(600, 440, 74, 74), tone: 'metal' },
      { d: ell(600, 440, 44, 44), tone: 'glass' },
    ],
    details: '<path d="M568 720h64M568 744h64M568 768h64"/><path d="M600 410v60M570 440h60"/>',
    dims: [
      { x1: 360, y1: 190, x2: 840, y2: 190, label: '86' },
      { x1: 900, y1: 250, x2: 900, y2: 800, label: '118' },
    ],
    notes: [
      { x: 130, y: 300, text: '15W 无线充线圈' },
      { x: 680, y: 860, text: '出风口夹 可旋转' },
    ],
    palette: { body: grey, body2: grey, dark: ['#4d5563', '#272c36', '#101319'], accent: ['#ffd1cf', '#e23b34', '#8f1713'], metal: steel, glass },
    backdrop: ['#eef0f3', '#b3bac6'],
    floor: { cx: 600, y: 806, rx: 170 },
  },
} satisfies Record<string, Product>;

export type ProductName = keyof typeof products;
const tones: Tone[] = ['body', 'body2', 'dark', 'accent', 'metal', 'glass'];

function dimension(dim: Dimension, colour: string): string {
  const vertical = dim.x1 === dim.x2;
  const mx = (dim.x1 + dim.x2) / 2;
  const my = (dim.y1 + dim.y2) / 2;
  const ticks = vertical
    ? `M${dim.x1 - 12} ${dim.y1}h24M${dim.x2 - 12} ${dim.y2}h24`
    : `M${dim.x1} ${dim.y1 - 12}v24M${dim.x2} ${dim.y2 - 12}v24`;
  const label = vertical
    ? `<text x="${mx + 14}" y="${my + 8}" class="dim">${dim.label}</text>`
    : `<text x="${mx}" y="${my - 14}" class="dim" text-anchor="middle">${dim.label}</text>`;
  return `<path d="M${dim.x1} ${dim.y1}L${dim.x2} ${dim.y2}${ticks}" stroke="${colour}" stroke-width="2"/>${label}`;
}

/** A pencil sketch of the product: double graphite strokes, hatched dark parts, dimensions and notes. */
export function sketchOf(product: Product, options: { ink?: string; paper?: boolean } = {}): string {
  const ink = options.ink ?? '#37404f';
  const outline = product.parts.map((part) => `<path d="${part.d}"${part.tone === 'dark' || part.tone === 'glass' ? ' fill="url(#hatch)"' : ''}/>`).join('');
  return `
  <defs>
    <pattern id="hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(40)"><path d="M0 0v14" stroke="${ink}" stroke-width="1.4" stroke-opacity="0.45"/></pattern>
    <filter id="pencil"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="7"/><feDisplacementMap in="SourceGraphic" scale="5"/></filter>
  </defs>
  ${options.paper === false ? '' : '<rect width="1200" height="900" fill="#f7f4ec"/><g stroke="#c9d6ee" stroke-width="1">' + Array.from({ length: 40 }, (_, i) => `<path d="M${i * 30} 0v900"/>`).join('') + Array.from({ length: 30 }, (_, i) => `<path d="M0 ${i * 30}h1200"/>`).join('') + '</g>'}
  <g filter="url(#pencil)" fill="none" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M600 90V850M300 ${product.floor.y}H900" stroke="#5b7bd5" stroke-width="1.6" stroke-dasharray="14 10" stroke-opacity="0.7"/>
    <g stroke-width="3">${outline}</g>
    <g stroke-width="1.6" stroke-opacity="0.4" transform="translate(3 2)">${outline}</g>
    <g stroke-width="2.2" fill="none" style="fill:none">${product.details.replaceAll('class="fill"', 'fill="none" stroke-width="1.6"')}</g>
  </g>
  <g font-family="Noto Sans CJK SC, DejaVu Sans, sans-serif" fill="#2a5bc7">
    <style>.dim{font-size:30px;font-style:italic}.note{font-size:30px}.digits{font-size:54px;fill:none;stroke:${ink};stroke-width:2}.small{font-size:36px}</style>
    ${product.dims.map((dim) => dimension(dim, '#2a5bc7')).join('')}
    ${product.notes.map((note) => `<text x="${note.x}" y="${note.y}" class="note">${note.text}</text>`).join('')}
  </g>`;
}

/** A studio render of the product: shaded tones, a sheen from the top left, a soft floor shadow. */
export function renderOf(product: Product, options: { backdrop?: boolean } = {}): string {
  const gradients = tones
    .map((tone) => {
      const [light, mid, dark] = product.palette[tone];
      return `<linearGradient id="g-${tone}" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
    })
    .join('');
  const [centre, edge] = product.backdrop;
  return `
  <defs>
    ${gradients}
    <radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0.6" y2="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  ${options.backdrop === false ? '' : '<rect width="1200" height="900" fill="url(#backdrop)"/>'}
  <ellipse cx="${product.floor.cx}" cy="${product.floor.y}" rx="${product.floor.rx}" ry="${Math.round(product.floor.rx / 7)}" fill="#000" fill-opacity="0.32" filter="url(#soft)"/>
  ${product.parts
    .map((part) => {
      const glow = part.tone === 'accent' ? `<path d="${part.d}" fill="${product.palette.accent[1]}" fill-opacity="0.5" filter="url(#glow)"/>` : '';
      return `${glow}<path d="${part.d}" fill="url(#g-${part.tone})" stroke="${product.palette[part.tone][2]}" stroke-opacity="0.35" stroke-width="1.5"/><path d="${part.d}" fill="url(#sheen)"/>`;
    })
    .join('')}
  <g fill="${product.palette.dark[1]}" fill-opacity="0.35" stroke="${product.palette.dark[2]}" stroke-opacity="0.35" stroke-width="2" font-family="DejaVu Sans, sans-serif">
    <style>.digits{font-size:54px;font-weight:bold;fill:#5eead4;fill-opacity:1;stroke:none}.small{font-size:36px;fill:#fdba74}</style>
    ${product.details.replace(/<g class="fill">/g, '<g>').replace(/<path /g, '<path fill="none" ')}
  </g>`;
}
