/**
 * What an image file really is, told by its first bytes rather than by its name or the type the
 * browser guessed, and its pixel size where the header says it. Shared by the suggestion form
 * (to refuse a file before sending) and the reference server (which checks again).
 */

export type ImageKind = 'png' | 'jpeg' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** How many leading bytes sniffImage needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value);

/** PNG, JPEG or WebP by magic bytes; null for anything else (GIF, SVG, a renamed text file …). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

/**
 * Width and height from the header within `bytes` (the start of the file), or null when the
 * header is not there (a JPEG whose frame header lies beyond the bytes given, a damaged file).
 */
export function imageSize(bytes: Uint8Array, kind: ImageKind): PixelSize | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  if (kind === 'png') return bytes.length >= 24 ? size(u32be(bytes, 16), u32be(bytes, 20)) : null;
  if (kind === 'webp') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8X' && bytes.length >= 30) return size(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
    if (chunk === 'VP8 ' && bytes.length >= 30) return size(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
    if (chunk === 'VP8L' && bytes.length >= 25) {
      const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
      return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return size(u16be(bytes, at + 7), u16be(bytes, at + 5));
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}
