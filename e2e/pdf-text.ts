import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, each page's items joined, and the pages' sizes in points. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; sizes: [number, number][] }> {
  const pdf = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  const sizes: [number, number][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    const [, , width = 0, height = 0] = page.view;
    sizes.push([Math.round(width), Math.round(height)]);
  }
  await pdf.destroy();
  return { pages, sizes };
}

/**
 * CJK radicals (U+2E80–U+2EFF) that system CJK fonts map some characters to in a PDF's text layer
 * and that NFKC does not fold (the Kangxi radicals U+2F00– it does), as met in printed documents.
 */
const RADICALS: Readonly<Record<string, string>> = {
  '⺠': '民',
  '⻆': '角',
  '⻔': '门',
  '⻚': '页',
  '⻋': '车',
  '⻅': '见',
  '⻓': '长',
  '⻛': '风',
  '⻜': '飞',
  '⻝': '食',
  '⻢': '马',
  '⻥': '鱼',
  '⻦': '鸟',
  '⻬': '齐',
  '⻄': '西',
  '⻉': '贝',
  '⻩': '黄',
  '⻙': '韦',
};

/**
 * Text as a reader sees it, without any whitespace, so a check depends neither on how the PDF
 * split its runs nor on which code points its font maps a character to.
 */
export const squeeze = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u2E80-\u2EFF]/g, (radical) => RADICALS[radical] ?? radical)
    .replace(/\s+/g, '');
