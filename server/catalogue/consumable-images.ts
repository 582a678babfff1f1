/**
 * Product pictures of the consumables, drawn as SVG from the catalogue row so every item has
 * clean, consistent images without storing any: a bottle of resin, a spool of filament, a tub of
 * powder, a post-processing kit or a tool, in the item's tint. Image 1 is the cover (the product
 * alone), 2 shows it with its label enlarged, 3 a spec card. The same row always gives the same
 * bytes. Every text from the row is escaped.
 */
import type { ConsumableCategory } from '../../src/wire/consumables.ts';
import type { ConsumableLook } from './consumable-store.ts';

const size = 400;
const font = `font-family="'Noto Sans CJK SC', system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif"`;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** At most `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The tint moved towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The stroke that outlines a shape in the tint: the tint darkened, `width` wide. */
function outline(tint: string, width: number): string {
  return `stroke="${shade(tint, -0.4)}" stroke-width="${width}"`;
}

/** Text on the tint: dark on light tints, white on dark ones. */
function inkOn(hex: string): string {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1f2933' : '#ffffff';
}

const categoryLabel: Record<ConsumableCategory, string> = {
  resin: '光敏树脂',
  filament: '3D 打印线材',
  powder: '粉末材料',
  postprocess: '后处理',
  tool: '工具',
};

function label(x: number, y: number, width: number, height: number, look: ConsumableLook, lines: number): string {
  const name = escapeXml(clip(look.name, Math.floor(width / 14.5)));
  const spec = escapeXml(clip(look.spec, Math.floor(width / 10)));
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="#ffffff" stroke="${shade(look.tint, -0.35)}" stroke-width="2"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="8" rx="4" fill="#e8590c"/>`,
    `<text x="${x + width / 2}" y="${y + 30}" ${font} font-size="15" font-weight="700" fill="#1f2933" text-anchor="middle">${name}</text>`,
    lines > 1 ? `<text x="${x + width / 2}" y="${y + 52}" ${font} font-size="10" fill="#52606d" text-anchor="middle">${spec}</text>` : '',
  ].join('');
}

function bottle(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  return [
    `<rect x="170" y="70" width="60" height="40" rx="6" fill="#2f3437"/>`,
    `<rect x="160" y="104" width="80" height="14" rx="4" fill="#3e4449"/>`,
    `<path d="M130 150 Q130 118 162 118 H238 Q270 118 270 150 V320 Q270 340 250 340 H150 Q130 340 130 320 Z" fill="${shade(t, -0.15)}" stroke="${shade(t, -0.45)}" stroke-width="3"/>`,
    `<path d="M142 160 V320 Q142 328 150 328 H160 V160 Z" fill="${shade(t, 0.35)}" opacity="0.7"/>`,
    label(big ? 120 : 138, big ? 180 : 200, big ? 160 : 124, big ? 90 : 66, look, big ? 2 : 1),
  ].join('');
}

function spool(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  const rings = Array.from({ length: 6 }, (_, i) => `<circle cx="200" cy="200" r="${78 + i * 9}" fill="none" stroke="${shade(t, i % 2 === 0 ? -0.12 : 0.08)}" stroke-width="3"/>`).join('');
  return [
    `<circle cx="200" cy="200" r="150" fill="#3b4148"/>`,
    `<circle cx="200" cy="200" r="135" fill="${t}" ${outline(t, 2)}/>`,
    rings,
    `<circle cx="200" cy="200" r="66" fill="#e4e7eb" stroke="#9aa5b1" stroke-width="3"/>`,
    `<circle cx="200" cy="200" r="22" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>`,
    `<path d="M335 215 C360 250 352 300 320 330" fill="none" stroke="${shade(t, -0.2)}" stroke-width="4" stroke-linecap="round"/>`,
    big ? label(125, 160, 150, 80, look, 2) : '',
  ].join('');
}

function tub(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  return [
    `<ellipse cx="200" cy="330" rx="110" ry="22" fill="${shade(t, -0.35)}"/>`,
    `<path d="M95 120 L110 330 Q200 356 290 330 L305 120 Z" fill="${shade(t, -0.08)}" ${outline(t, 3)}/>`,
    `<ellipse cx="200" cy="112" rx="112" ry="24" fill="#2f6f8f"/>`,
    `<rect x="88" y="92" width="224" height="22" rx="6" fill="#2f6f8f"/>`,
    `<ellipse cx="200" cy="92" rx="112" ry="22" fill="#3d8bb1"/>`,
    label(big ? 115 : 135, big ? 170 : 190, big ? 170 : 130, big ? 90 : 66, look, big ? 2 : 1),
  ].join('');
}

function kit(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  return [
    `<path d="M70 170 L200 120 L330 170 L200 220 Z" fill="${shade(t, 0.25)}" ${outline(t, 3)}/>`,
    `<path d="M70 170 V300 L200 350 V220 Z" fill="${t}" ${outline(t, 3)}/>`,
    `<path d="M330 170 V300 L200 350 V220 Z" fill="${shade(t, -0.2)}" ${outline(t, 3)}/>`,
    `<rect x="150" y="70" width="36" height="80" rx="6" fill="#4f9dde" stroke="#2f6f8f" stroke-width="2"/>`,
    `<rect x="196" y="86" width="60" height="44" rx="3" fill="#d9c49a" stroke="#a68a56" stroke-width="2" transform="rotate(-8 226 108)"/>`,
    big ? label(115, 250, 170, 76, look, 2) : `<text x="135" y="285" ${font} font-size="16" font-weight="700" fill="${inkOn(t)}" transform="rotate(21 135 285)">${escapeXml(clip(look.name, 7))}</text>`,
  ].join('');
}

function tool(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  return [
    `<g transform="rotate(-35 200 200)">`,
    `<rect x="80" y="182" width="130" height="36" rx="16" fill="${t}" ${outline(t, 3)}/>`,
    `<rect x="96" y="192" width="98" height="6" rx="3" fill="${shade(t, 0.35)}"/>`,
    `<rect x="206" y="188" width="22" height="24" rx="3" fill="#6b7785"/>`,
    `<path d="M226 184 H320 L338 200 L320 216 H226 Z" fill="#cfd6dd" stroke="#7b8794" stroke-width="3"/>`,
    `</g>`,
    big ? label(110, 290, 180, 76, look, 2) : '',
  ].join('');
}

function caliper(look: ConsumableLook, big: boolean): string {
  const ticks = Array.from({ length: 25 }, (_, i) => `<line x1="${70 + i * 11}" y1="150" x2="${70 + i * 11}" y2="${i % 5 === 0 ? 164 : 158}" stroke="#52606d" stroke-width="1.5"/>`).join('');
  return [
    `<rect x="50" y="140" width="310" height="34" rx="4" fill="#d5dbe1" stroke="#7b8794" stroke-width="2"/>`,
    ticks,
    `<path d="M60 140 V80 H84 V140 Z" fill="#aab4be" stroke="#7b8794" stroke-width="2"/>`,
    `<path d="M60 174 V270 L84 250 V174 Z" fill="#aab4be" stroke="#7b8794" stroke-width="2"/>`,
    `<path d="M150 130 H250 V190 H176 V270 L150 250 Z" fill="${look.tint}" ${outline(look.tint, 2)}/>`,
    `<rect x="182" y="146" width="58" height="26" rx="3" fill="#c3e6cb" stroke="#2f3437" stroke-width="2"/>`,
    `<text x="236" y="165" ${font} font-size="14" font-weight="700" fill="#1f2933" text-anchor="end">25.40</text>`,
    big ? label(110, 290, 180, 76, look, 2) : '',
  ].join('');
}

function tweezers(look: ConsumableLook, big: boolean): string {
  const one = (dx: number, rotate: number) =>
    `<path d="M${190 + dx} 70 L${184 + dx} 300 L${198 + dx} 330 L${206 + dx} 300 L${206 + dx} 70 Z" fill="#cfd6dd" stroke="${shade(look.tint, -0.3)}" stroke-width="2" transform="rotate(${rotate} ${198 + dx} 70)"/>`;
  return [one(-50, 6), one(0, 0), one(50, -6), big ? label(110, 290, 180, 76, look, 2) : ''].join('');
}

function pliers(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  return [
    `<path d="M200 190 L130 330 Q122 346 138 346 L150 346 L212 206 Z" fill="${t}" ${outline(t, 2)}/>`,
    `<path d="M200 190 L270 330 Q278 346 262 346 L250 346 L188 206 Z" fill="${shade(t, -0.1)}" ${outline(t, 2)}/>`,
    `<path d="M190 198 L170 86 L196 64 L204 198 Z" fill="#aab4be" stroke="#52606d" stroke-width="2"/>`,
    `<path d="M208 198 L230 86 L204 64 L196 198 Z" fill="#c3ccd4" stroke="#52606d" stroke-width="2"/>`,
    `<circle cx="199" cy="196" r="9" fill="#52606d"/>`,
    big ? label(110, 120, 180, 76, look, 2) : '',
  ].join('');
}

function plate(look: ConsumableLook, big: boolean): string {
  const t = look.tint;
  return [
    `<path d="M60 230 L200 150 L340 230 L200 310 Z" fill="${t}" ${outline(t, 3)}/>`,
    `<path d="M60 230 V242 L200 322 V310 Z" fill="${shade(t, -0.3)}"/>`,
    `<path d="M340 230 V242 L200 322 V310 Z" fill="${shade(t, -0.45)}"/>`,
    `<path d="M120 226 L200 180 L280 226 L200 272 Z" fill="${shade(t, 0.18)}" opacity="0.6"/>`,
    big ? label(110, 60, 180, 76, look, 2) : '',
  ].join('');
}

function nozzles(look: ConsumableLook, big: boolean): string {
  const one = (x: number, tip: number) =>
    `<rect x="${x - 16}" y="150" width="32" height="40" fill="${look.tint}" stroke="#1f2933" stroke-width="2"/><rect x="${x - 10}" y="190" width="20" height="40" fill="#6b7785" stroke="#1f2933" stroke-width="2"/><path d="M${x - 10} 230 L${x - tip} 262 H${x + tip} L${x + 10} 230 Z" fill="#495057" stroke="#1f2933" stroke-width="2"/>`;
  return [one(130, 2), one(200, 3), one(270, 4), big ? label(110, 290, 180, 76, look, 2) : ''].join('');
}

/** Tools differ more than their category: the name picks the drawing. */
const toolDrawings: ReadonlyArray<[RegExp, (look: ConsumableLook, big: boolean) => string]> = [
  [/卡尺/, caliper],
  [/镊子/, tweezers],
  [/钳/, pliers],
  [/打印板|钢板/, plate],
  [/喷嘴/, nozzles],
];

function anyTool(look: ConsumableLook, big: boolean): string {
  const drawing = toolDrawings.find(([pattern]) => pattern.test(look.name))?.[1] ?? tool;
  return drawing(look, big);
}

/** Post-processing liquids come in bottles; the rest as a kit. */
function postprocess(look: ConsumableLook, big: boolean): string {
  return /液|胶/.test(look.name) ? bottle(look, big) : /介质|砂/.test(look.name) && !/套装/.test(look.name) ? tub(look, big) : kit(look, big);
}

const drawings: Record<ConsumableCategory, (look: ConsumableLook, big: boolean) => string> = {
  resin: bottle,
  filament: spool,
  powder: tub,
  postprocess,
  tool: anyTool,
};

function specCard(look: ConsumableLook): string {
  const parts = look.spec.split(/[，,]/).map((part) => part.trim()).filter((part) => part !== '').slice(0, 5);
  const rows = parts
    .map((part, index) => `<text x="64" y="${196 + index * 34}" ${font} font-size="17" fill="#323f4b">· ${escapeXml(clip(part, 20))}</text>`)
    .join('');
  return [
    `<rect x="36" y="40" width="328" height="320" rx="18" fill="#ffffff" stroke="#d9dee3" stroke-width="2"/>`,
    `<rect x="36" y="40" width="328" height="12" rx="6" fill="${look.tint}"/>`,
    `<text x="64" y="98" ${font} font-size="14" fill="#e8590c">${escapeXml(categoryLabel[look.category])} · 规格参数</text>`,
    `<text x="64" y="136" ${font} font-size="22" font-weight="700" fill="#1f2933">${escapeXml(clip(look.name, 14))}</text>`,
    `<line x1="64" y1="158" x2="336" y2="158" stroke="#e4e7eb" stroke-width="2"/>`,
    rows,
    `<text x="64" y="338" ${font} font-size="13" fill="#7b8794">计价单位：${escapeXml(look.unit)}</text>`,
  ].join('');
}

/** Image `n` (1–3) of the consumable as a complete SVG document. */
export function consumableSvg(look: ConsumableLook, n: number): string {
  const background = n === 2 ? shade(look.tint, 0.82) : '#f5f7fa';
  const body = n === 3 ? specCard(look) : drawings[look.category](look, n === 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(look.name)}">`,
    `<title>${escapeXml(look.name)}</title>`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    n === 3 ? '' : `<ellipse cx="200" cy="360" rx="140" ry="14" fill="#000000" opacity="0.08"/>`,
    body,
    `</svg>`,
  ].join('');
}
