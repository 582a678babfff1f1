import type { Page } from '@playwright/test';
import { DEMO, expect, storeSession, test } from './fixtures.ts';

/**
 * Loaders move only once a wait is noticeable (global.css): skeletons pulse after 1 s, the login
 * check's spinner turns after 0.5 s. A message pops in; the empty regions that hold messages do not.
 */

/** The computed animation of every element `selector` matches. */
const animations = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, delay: style.animationDelay };
    }),
  );

test('a list waiting for its answer shows still skeletons that pulse only after a second', async ({ page }) => {
  await storeSession(page, DEMO);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop-order**', async (route) => {
    await held;
    await route.continue();
  });
  // Animations run at a tenth of their speed until the first look: a busy machine may take more than
  // a second between the skeletons' insertion and that look, which must see them still.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  await page.goto('/ordercenter/customizeorder');
  const skeletons = page.locator('[data-skeleton-rows] .skeleton');
  await expect(skeletons.first()).toBeVisible();
  const styles = await animations(page, '[data-skeleton-rows] .skeleton');
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(style).toEqual({ name: 'shop-pulse', delay: '1s' });
  // Before its delay no pulse has started: the skeletons stand still.
  const started = await page.evaluate(() =>
    document.getAnimations().filter((animation) => animation instanceof CSSAnimation && animation.animationName === 'shop-pulse' && Number(animation.currentTime ?? 0) > 1000).length,
  );
  expect(started).toBe(0);
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await page.waitForTimeout(1300);
  const moving = await page.evaluate(() =>
    document.getAnimations().filter((animation) => animation instanceof CSSAnimation && animation.animationName === 'shop-pulse' && Number(animation.currentTime ?? 0) > 1000).length,
  );
  expect(moving).toBeGreaterThan(0);
  release();
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
});

test("the login check's spinner waits half a second before it turns", async ({ page }) => {
  await storeSession(page, DEMO);
  // The page's scripts come late, so the check the HTML shows until the island mounts stays up.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/ordercenter/customizeorder', { waitUntil: 'commit' });
  const spinner = page.locator('[role="status"] .loading-spinner').first();
  await expect(spinner).toBeVisible();
  expect(await spinner.evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDelay])).toEqual(['shop-spin', '0.5s']);
  await expect(page.locator('[data-state="loading"], [role="tabpanel"] ul > li').first()).toBeVisible();
});

test('a message pops in; the empty message regions do not animate on load', async ({ page }) => {
  await storeSession(page, DEMO);
  await page.route('**/api/shop-order**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: '订单服务维护中' }) }));
  await page.goto('/ordercenter/customizeorder');
  const message = page.locator('#toast-region [data-toast-kind="error"]').filter({ hasText: '订单服务维护中' });
  await expect(message).toBeVisible();
  // The page's calls fail alike; the message shows once.
  await page.waitForTimeout(500);
  await expect(message).toHaveCount(1);
  expect(await animations(page, '#toast-region > *')).toEqual([
    { name: 'none', delay: '0s' },
    { name: 'none', delay: '0s' },
  ]);
  expect(await message.evaluate((element) => getComputedStyle(element).animationName)).toBe('toast');
});

test('with reduced motion nothing pulses and messages appear without moving', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeSession(page, DEMO);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop-order**', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: '订单服务维护中' }) });
  });
  await page.goto('/ordercenter/customizeorder');
  await expect(page.locator('[data-skeleton-rows] .skeleton').first()).toBeVisible();
  const skeletons = await animations(page, '[data-skeleton-rows] .skeleton');
  expect(skeletons.length).toBeGreaterThan(0);
  expect(skeletons.every((style) => style.name === 'none')).toBe(true);
  release();
  await expect(page.locator('#toast-region [data-toast-kind="error"]').first()).toBeVisible();
  const messages = await animations(page, '#toast-region [data-toast-kind]');
  expect(messages.length).toBeGreaterThan(0);
  expect(messages.every((style) => style.name === 'none')).toBe(true);
});

test('buttons and badges carry no noise texture: the theme has none, so no page builds it', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('data:image/svg+xml') && request.url().includes('feTurbulence')) images.push(request.url());
  });
  await storeSession(page, DEMO);
  await page.goto('/consumablesorder');
  const button = page.getByRole('button', { name: /加入订单/ }).first();
  await expect(button).toBeVisible();
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toContain('feTurbulence');
  expect(await page.locator('.badge').first().evaluate((element) => getComputedStyle(element).backgroundImage)).not.toContain('feTurbulence');
  expect(images).toEqual([]);
});
