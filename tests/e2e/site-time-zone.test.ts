import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 33 item 8: one time zone. A VIP member whose device is set to another zone sees the
// showing they booked at the same hour on the overview and on the VIP page, and that hour is the
// site's own (Stockholm), not the device's.

const e2e = setUpE2eContext();

const stockholmTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('times are the site’s own', () => {
  for (const timezoneId of ['UTC', 'America/New_York']) {
    it(`shows a booked showing at Stockholm time on a device set to ${timezoneId}`, async () => {
      const { page, errors } = await openPage(e2e.browser, 1280, 900, { timezoneId });
      await logInAsDemo(page, e2e.portal.origin(), 'vip');
      const vip = await page.request.get(`${e2e.portal.origin()}/api/my-pages/vip`);
      expect(vip.status()).toBe(200);
      const booked = (
        (await vip.json()) as { showings: { startsAt: string; booked: boolean }[] }
      ).showings.filter((showing) => showing.booked);
      expect(booked.length).toBeGreaterThan(0);
      const expected = booked.map((showing) => stockholmTime(showing.startsAt));

      await page.goto(`${e2e.portal.origin()}${requireRoute('se', 'myPages')}`, { waitUntil: 'networkidle' });
      const overview = page.getByRole('region', { name: 'Dina visningar' });
      await overview.waitFor();
      const overviewTimes = [
        ...((await overview.textContent()) ?? '').matchAll(/kl\. (\d{2})\.(\d{2})/g),
      ].map((match) => `${match[1]}:${match[2]}`);
      expect(overviewTimes.sort()).toEqual([...expected].sort());

      await page.goto(`${e2e.portal.origin()}${requireRoute('se', 'myVipShowings')}`, {
        waitUntil: 'networkidle',
      });
      const mine = page.locator('[data-vip-showing]').filter({ hasText: 'Du har en plats' });
      await mine.first().waitFor();
      const vipTimes = (await mine.allTextContents()).map((text) =>
        /(\d{2})[:.](\d{2})–/.exec(text)?.slice(1, 3).join(':'),
      );
      expect(vipTimes.sort()).toEqual([...expected].sort());
      expect(errors).toEqual([]);
    });
  }
});
