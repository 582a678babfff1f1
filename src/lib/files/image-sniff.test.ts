import { describe, expect, it } from 'vitest';
import { imageSize, sniffImage } from './image-sniff.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

describe('sniffImage', () => {
  it('tells PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')))).toBe('webp');
  });

  it('refuses GIF, a WAV in a RIFF container, text and too few bytes', () => {
    expect(sniffImage(bytes(...ascii('GIF89a')))).toBeNull();
    expect(sniffImage(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')))).toBeNull();
    expect(sniffImage(bytes(...ascii('<svg>')))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50))).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads a lossless WebP\'s size from its bit-packed header', () => {
    // VP8L: signature 0x2f, then 14 bits width-1, 14 bits height-1 (little endian).
    const width = 300 - 1;
    const height = 200 - 1;
    const bits = width | (height << 14);
    const header = bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8L'), 0, 0, 0, 0, 0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff);
    expect(imageSize(header, 'webp')).toEqual({ width: 300, height: 200 });
  });

  it('answers null when the JPEG frame header is beyond the bytes given', () => {
    expect(imageSize(bytes(0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00, 0, 0, 0, 0, 0, 0), 'jpeg')).toBeNull();
  });
});
