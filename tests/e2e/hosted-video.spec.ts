/**
 * The hosted-video player on the campaign page (content spec sections 7 and 9): in the US, where
 * the flag is on, the rain loop streams HLS through hls.js (loaded only once the video nears the
 * viewport, from this origin) and plays muted, looping, without controls while on screen; in
 * Canada, where the flag is off, the same asset is the native player with controls.
 */
import { expect, type Page, test } from '@playwright/test';
import { islandsHydrated, watchOutsideRequests } from './helpers';

const withoutPopups = async (page: Page, baseURL: string) => {
  await page.context().addCookies([
    {
      name: 'dismissedPopups',
      value: 'newsletter-10|popup-newsletter|popup-registration',
      url: baseURL,
    },
  ]);
};

/** Paths this page asked for, as they are asked. */
const watchPaths = (page: Page): string[] => {
  const paths: string[] = [];
  page.on('request', (request) => {
    paths.push(new URL(request.url()).pathname);
  });
  return paths;
};

type Playback = {
  time: number;
  paused: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  src: string;
};
const playback = (page: Page, label: string): Promise<Playback> =>
  page.getByLabel(label).evaluate((node) => {
    const video = node as HTMLVideoElement;
    return {
      time: video.currentTime,
      paused: video.paused,
      muted: video.muted,
      loop: video.loop,
      controls: video.controls,
      src: video.currentSrc,
    };
  });

test('the campaign loop streams HLS when scrolled to: muted, looping, no controls', async ({
  page,
  baseURL,
}) => {
  await withoutPopups(page, baseURL!);
  const outside = watchOutsideRequests(page);
  const paths = watchPaths(page);
  await page.goto('/en-us/campaign');
  const label = 'Rain test, in a loop';
  const video = page.getByLabel(label);
  // Far below the fold: neither the player library nor the stream is asked for yet.
  await page.waitForLoadState('load');
  expect(paths.filter((path) => /hls|\.m3u8|\.m4s/.test(path))).toEqual([]);

  await video.scrollIntoViewIfNeeded();
  await islandsHydrated(page, 'HostedVideo');
  await expect.poll(async () => (await playback(page, label)).time, { timeout: 15_000 }).toBeGreaterThan(1);
  const state = await playback(page, label);
  expect(state).toMatchObject({ paused: false, muted: true, loop: true, controls: false });
  // hls.js feeds the element through Media Source Extensions: the source is a blob, not a file.
  expect(state.src).toMatch(/^blob:/);
  expect(paths.some((path) => /\/assets\/hls\.light-[\w-]+\.js$/.test(path))).toBe(true);
  expect(paths).toContain('/hosted-video/ridgeline/video/upload/sp_auto/campaign/rain-test.m3u8');
  expect(paths).toContain('/hosted-video/ridgeline/video/upload/sp_auto/campaign/rain-test/init.mp4');
  expect(paths).toContain('/hosted-video/ridgeline/video/upload/sp_auto/campaign/rain-test/0.m4s');
  expect(paths).not.toContain('/hosted-video/ridgeline/video/upload/campaign/rain-test.mp4');
  expect(outside).toEqual([]);

  // Scrolled away it pauses; back on screen it plays on.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await playback(page, label)).paused).toBe(true);
  const pausedAt = (await playback(page, label)).time;
  await video.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await playback(page, label)).time).toBeGreaterThan(pausedAt + 0.5);
});

test('a page without a hosted video never loads the player library', async ({ page, baseURL }) => {
  await withoutPopups(page, baseURL!);
  const paths = watchPaths(page);
  await page.goto('/en-us');
  await page.waitForLoadState('load');
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(paths.filter((path) => /hls|HostedVideo|hosted-video/.test(path))).toEqual([]);
});

test('where the flag is off the same asset is the native player, with controls', async ({
  page,
  baseURL,
}) => {
  await withoutPopups(page, baseURL!);
  const paths = watchPaths(page);
  await page.goto('/fr-ca/campaign');
  const label = 'Test de pluie, en boucle';
  await page.getByLabel(label).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await playback(page, label)).time, { timeout: 15_000 }).toBeGreaterThan(1);
  const state = await playback(page, label);
  expect(state).toMatchObject({ paused: false, muted: true, loop: true, controls: true });
  expect(new URL(state.src).pathname).toBe('/hosted-video/ridgeline/video/upload/campaign/rain-test.mp4');
  expect(paths.filter((path) => /hls/.test(path))).toEqual([]);
});
