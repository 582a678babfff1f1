import type { Page } from '@playwright/test';
import { designCases } from '../src/content/design-service/cases.ts';
import { industries } from '../src/content/design-service/industries.ts';
import { designMeta, siteOrigin, type DesignPage } from '../src/content/design-service/meta.ts';
import { designPackages } from '../src/content/design-service/packages.ts';
import { expect, test } from './fixtures.ts';

const STRUCTURED: Record<DesignPage, string[]> = {
  '/mydesign/home': ['BreadcrumbList', 'Service', 'FAQPage'],
  '/mydesign/solution': ['BreadcrumbList', 'Service'],
  '/mydesign/case': ['BreadcrumbList', 'ItemList'],
  '/mydesign/aboutus': ['BreadcrumbList', 'ProfessionalService'],
};
const PAGES = Object.keys(STRUCTURED) as DesignPage[];

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

/** Scrolls to the end in steps so every lazy picture starts loading, then waits for them. */
async function loadEveryPicture(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect.poll(() => page.evaluate(() => [...document.images].filter((image) => !image.complete).length)).toBe(0);
}

test.describe('design-service marketing pages, logged out', () => {
  for (const path of PAGES) {
    test(`${path} has its own title, description, canonical and Open Graph tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${designMeta[path].title} · 星火智造`);
      expect(await meta(page, 'meta[name="description"]')).toBe(designMeta[path].description);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteOrigin}${path}`);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(`${designMeta[path].title} · 星火智造`);
      expect(await meta(page, 'meta[property="og:description"]')).toBe(designMeta[path].description);
      expect(await meta(page, 'meta[property="og:type"]')).toBe('website');
      expect(await meta(page, 'meta[property="og:url"]')).toBe(`${siteOrigin}${path}`);

      const ogImage = new URL((await meta(page, 'meta[property="og:image"]')) ?? '');
      expect(ogImage.origin).toBe(siteOrigin);
      const image = await page.request.get(ogImage.pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
    });

    test(`${path} carries structured data that parses`, async ({ page }) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
      expect(types).toEqual(STRUCTURED[path]);
    });

    test(`${path} shows every picture with its size and a description`, async ({ page }) => {
      await page.goto(path);
      await loadEveryPicture(page);
      const pictures = await page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => ({ alt: image.alt, width: image.getAttribute('width'), height: image.getAttribute('height'), loaded: image.naturalWidth > 0 })),
      );
      for (const picture of pictures) {
        expect(picture.alt.length, 'alt text').toBeGreaterThan(5);
        expect(Number(picture.width)).toBeGreaterThan(0);
        expect(Number(picture.height)).toBeGreaterThan(0);
        expect(picture.loaded, picture.alt).toBe(true);
      }
    });
  }

  test('the four pages have four different titles and descriptions', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      seen.add(await page.title());
      seen.add((await meta(page, 'meta[name="description"]')) ?? '');
    }
    expect(seen.size).toBe(PAGES.length * 2);
  });

  test('the home page loads its hero picture first and every other picture lazily', async ({ page }) => {
    await page.goto('/mydesign/home');
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(page.locator('img:not([fetchpriority="high"])')).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('picture source[type="image/avif"]')).toHaveCount(2);
  });

  test('the solution page sells every design package with a link to buy it', async ({ page }) => {
    await page.goto('/mydesign/solution');
    const packages = page.locator('#packages');
    for (const pack of designPackages) {
      const card = packages.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pack.name, exact: true }) });
      await expect(card).toContainText(`¥${(pack.price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      await expect(card).toContainText(`${pack.deliveryDays} 个工作日`);
      await expect(card.getByRole('link', { name: new RegExp(`^选择此套餐\\s*：${pack.name}$`) })).toHaveAttribute('href', `/mydesign/solution/packagePayment?package=${pack.id}`);
    }
    const [, service] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(service.hasOfferCatalog.itemListElement.map((offer: { name: string }) => offer.name)).toEqual(designPackages.map((pack) => pack.name));
  });

  test('the case gallery shows only the chosen industry, and all of them again', async ({ page }) => {
    await page.goto('/mydesign/case');
    const filter = page.getByRole('group', { name: '按行业筛选' });
    const cards = page.locator('[data-industry]');
    await expect(cards.filter({ visible: true })).toHaveCount(designCases.length);

    const medical = industries.find((industry) => industry.id === 'medical');
    await filter.getByText(medical?.name ?? '', { exact: true }).click();
    await expect(filter.getByRole('radio', { name: medical?.name ?? '' })).toBeChecked();
    const shown = cards.filter({ visible: true });
    await expect(shown).toHaveCount(designCases.filter((study) => study.industry === 'medical').length);
    await expect(shown.first()).toHaveAttribute('data-industry', 'medical');
    await expect(shown.first().getByRole('heading', { level: 3 })).toHaveText('指夹式血氧仪');

    // Arrow keys move between the radio buttons, as in any radio group.
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', { name: '工业自动化' })).toBeChecked();
    await expect(cards.filter({ visible: true })).toHaveCount(designCases.filter((study) => study.industry === 'automation').length);
    await expect(cards.filter({ visible: true }).first()).toHaveAttribute('data-industry', 'automation');

    await filter.getByText('全部行业', { exact: true }).click();
    await expect(cards.filter({ visible: true })).toHaveCount(designCases.length);
  });

  test('about us has a contact section with phone, WeChat, QQ, address with a map link and hours', async ({ page }) => {
    await page.goto('/mydesign/aboutus');
    const section = page.getByRole('region', { name: '想先聊聊你的项目？' });
    await expect(section.getByRole('link', { name: '400-820-5178' })).toHaveAttribute('href', 'tel:4008205178');
    await expect(section).toContainText('xinghuo-zhizao');
    await expect(section).toContainText('800 820 517');
    await expect(section).toContainText('创业二路 68 号');
    await expect(section).toContainText('周一至周六 9:00–18:00');
    await expect(section.getByRole('link', { name: '在地图中查看' })).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\//);
    await page.getByRole('link', { name: '联系设计顾问' }).first().click();
    await expect(page).toHaveURL(/#contact-us$/);
  });
});
