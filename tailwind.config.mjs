/**
 * Tailwind 4 reads this legacy config through the `@config` line in src/styles/global.css.
 * Brand colours live in the daisyUI theme there; this file holds what daisyUI does not theme.
 * @type {import('tailwindcss').Config}
 */
export default {
  content: ['./src/**/*.{astro,ts,tsx,md}'],
  theme: {
    extend: {
      /*
       * The shop's text is Chinese, so a CJK face leads where the system has one by name (Noto Sans
       * CJK SC on Linux): there every line is set in one font. Led by system-ui, each Chinese run
       * was first tried in the Latin system face (DejaVu Sans) and then matched per glyph down this
       * list: a cold load of /consumablesorder spent a fifth more time in layout (median 99 against
       * 81 ms over 8 cold loads each). Where no Noto is installed (macOS, Windows, most phones,
       * which fall back to their own CJK face) the stack reads as before.
       */
      fontFamily: {
        sans: [
          '"Noto Sans CJK SC"',
          'system-ui',
          '-apple-system',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          'sans-serif',
        ],
        /*
         * Order numbers sit inside Chinese lines: where Noto Sans CJK sets the line, its mono face
         * (same ascent and descent) keeps a line with a number in it as tall as one without; DejaVu
         * Sans Mono made it 1 px taller than its skeleton. Elsewhere Tailwind's own mono stack.
         */
        mono: ['"Noto Sans Mono CJK SC"', 'ui-monospace', 'SFMono-Regular', 'Menlo', 'Monaco', 'Consolas', '"Liberation Mono"', '"Courier New"', 'monospace'],
      },
      maxWidth: { shell: '80rem' },
    },
  },
};
