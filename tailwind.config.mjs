/**
 * Tailwind 4 reads this legacy config through the `@config` line in src/styles/global.css.
 * Brand colours live in the daisyUI theme there; this file holds what daisyUI does not theme.
 * @type {import('tailwindcss').Config}
 */
export default {
  content: ['./src/**/*.{astro,ts,tsx,md}'],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          'sans-serif',
        ],
      },
      maxWidth: { shell: '80rem' },
    },
  },
};
