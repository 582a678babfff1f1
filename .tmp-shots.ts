import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4400';
const [user, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(`${base}/factory/login`);
  await page.getByLabel('员工账号').fill(user!);
  await page.getByLabel('密码', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/factory');
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const name = `/tmp/shot-${user}-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
