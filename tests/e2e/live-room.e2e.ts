import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { liveEnd } from '../../src/contract/social/live-room';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, screenshot, uniquePhone } from './support/browser';

let browser: Browser;
let ffmpeg: ChildProcess | null = null;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { ffmpeg?.kill('SIGKILL'); await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;
/** The test picture turns white at this second of the stream: the viewer's page sees when, which is the delay. */
const WHITE_AT_S = 12;

/** A generated test stream (picture and tone) sent in real time, as OBS would. */
function publish(rtmpUrl: string, key: string): number {
  ffmpeg = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-vf', `drawbox=x=0:y=0:w=iw:h=ih:color=white:t=fill:enable='gte(t,${WHITE_AT_S})'`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-c:a', 'aac', '-t', '80',
    '-f', 'flv', `${rtmpUrl}/${key}`], { stdio: 'ignore' });
  return Date.now();
}

async function viewer(phone: string, roomId: string): Promise<Page> {
  const page = await (await newPhone(browser, 375)).newPage();
  await page.goto(hash(PATHS.login));
  await loginBySms(page, phone);
  await page.goto(hash(`${PATHS.liveRoom}?roomId=${roomId}`));
  await page.getByTestId('live-room').waitFor();
  return page;
}

const playing = (page: Page) => page.getByTestId('live-video').evaluate((v: HTMLVideoElement) => v.currentTime);
const chatLines = (page: Page) => page.locator('.live-chat__line--sent').allTextContents();

async function say(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('说点什么…').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
}

/** When the viewer's picture turned white (a pixel of the playing video, read from a canvas). */
function whiteSeenAt(page: Page): Promise<number> {
  return page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => new Promise<number>((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = 8; canvas.height = 8;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const look = () => {
      context.drawImage(video, 0, 0, 8, 8);
      const [r, g, b] = context.getImageData(4, 4, 1, 1).data;
      if (r! > 240 && g! > 240 && b! > 240) resolve(Date.now());
      else requestAnimationFrame(look);
    };
    look();
  }));
}

describe('live rooms (issue 18)', () => {
  it('shows a newcomer the seeded 回放 in 直播 (issue 34.13); tells a user who may not stream so before the form, and leads to real-name authentication', async () => {
    const page = await (await newPhone(browser, 320)).newPage();
    await page.goto(hash(PATHS.login));
    await loginBySms(page, uniquePhone());
    await page.goto(hash(PATHS.liveList));
    const replayCard = page.getByTestId('live-card').filter({ hasText: '回放' }).filter({ hasText: '新品开箱直播' });
    await replayCard.waitFor();
    await screenshot(page, 'live-list-replay');
    await replayCard.click();
    await page.getByTestId('live-replay').waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="live-replay"]');
      return video !== null && video.readyState >= 1 && video.duration > 6;
    });
    await screenshot(page, 'live-room-replay');
    await page.goto(hash(PATHS.releaseLive));
    await page.getByTestId('live-not-streamer').getByText('开通店铺或完成实名认证后才能开播').waitFor();
    expect(await page.getByTestId('live-start').count()).toBe(0);
    await screenshot(page, 'live-release-not-streamer');
    await page.getByRole('button', { name: '去实名认证' }).click();
    await page.waitForURL(/authen_user_info/);
    await page.context().close();
  });

  it('a shop owner opens a room and streams with ffmpeg; viewers watch, chat with each other and buy the shown goods', async () => {
    const streamerPage = await (await newPhone(browser, 375)).newPage();
    await loginByPassword(streamerPage, '13800000004');
    await streamerPage.goto(hash(PATHS.releaseLive));
    await streamerPage.getByPlaceholder('填写直播标题（30字以内）').fill('华强数码新品直播');
    await streamerPage.getByText('数码家电').click();
    await streamerPage.getByTestId('live-pick-goods').first().click();
    await screenshot(streamerPage, 'live-release');
    await streamerPage.getByTestId('live-start').click();
    const rtmpUrl = (await streamerPage.getByTestId('live-rtmp-url').textContent())!;
    const key = (await streamerPage.getByTestId('live-stream-key').textContent())!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await screenshot(streamerPage, 'live-stream-access');
    await streamerPage.getByRole('button', { name: '进入直播间' }).click();
    await streamerPage.getByTestId('live-room').waitFor();
    const roomId = new URL(streamerPage.url().replace('/#', '')).searchParams.get('roomId')!;
    const startedAt = publish(rtmpUrl, key);

    const phone = uniquePhone();
    const first = await viewer(phone, roomId);
    const second = await viewer(`${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`, roomId);
    const whiteSeen = whiteSeenAt(first);
    await expect.poll(() => playing(first), { timeout: 30_000 }).toBeGreaterThan(1);
    const at = await playing(first);
    await expect.poll(() => playing(first), { timeout: 10_000 }).toBeGreaterThan(at + 1);

    await say(first, '主播好，这款有现货吗？');
    await expect.poll(() => chatLines(second), { timeout: 15_000 }).toEqual([expect.stringContaining('主播好，这款有现货吗？')]);
    await say(second, '我也想要');
    for (const page of [first, second]) {
      await expect.poll(() => chatLines(page), { timeout: 15_000 })
        .toEqual([expect.stringContaining('主播好，这款有现货吗？'), expect.stringContaining('我也想要')]);
    }
    await first.getByTestId('live-like').click();
    await expect.poll(() => first.getByTestId('live-viewers').textContent(), { timeout: 15_000 }).toMatch(/[1-9]\d*人在看/);

    const delayMs = (await whiteSeen) - (startedAt + WHITE_AT_S * 1000);
    const buffered = await first.getByTestId('live-video').evaluate((v: HTMLVideoElement) => (v.buffered.length ? v.buffered.end(v.buffered.length - 1) - v.currentTime : -1));
    // Reported, not asserted: on a loaded machine ffmpeg itself falls behind real time (CI saw 37 s), and speed is `npm run bench`'s.
    console.log(`[live-room e2e] glass-to-glass delay (ffmpeg -re frame time to the viewer's picture): ${delayMs} ms; player buffer ${buffered.toFixed(2)} s; played ${(await playing(first)).toFixed(1)} s of ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    // The input bar sits at the bottom of the screen, not mid-screen below a short chat (issue 34.12).
    const gap = await first.locator('.live-room__bar').evaluate((bar) => window.innerHeight - bar.getBoundingClientRect().bottom);
    expect(Math.abs(gap)).toBeLessThan(2);
    await screenshot(first, 'live-room-viewer');

    await first.getByTestId('live-goods-open').click();
    await first.getByTestId('live-goods').first().waitFor();
    await screenshot(first, 'live-room-goods');
    await first.getByRole('button', { name: '去购买' }).first().click();
    // A goods sold by specification (the seed's phone) asks for its SKU first (issue 31): the first value of each dimension.
    const specSheet = first.locator('.spec-sheet');
    await Promise.race([first.waitForURL(/play_order/), specSheet.getByTestId('spec-sheet').waitFor()]);
    if (await specSheet.getByTestId('spec-sheet').isVisible()) {
      for (const dimension of await specSheet.locator('.spec-sheet__dimension').all()) {
        await dimension.locator('[data-testid=spec-value]:not([disabled])').first().click();
      }
      await specSheet.getByTestId('spec-sheet-confirm').click();
    }
    await first.waitForURL(/play_order/);
    await first.getByText('提交订单').first().waitFor();

    await second.goto(hash(PATHS.liveList));
    await second.getByTestId('live-card').filter({ hasText: '华强数码新品直播' }).waitFor();
    await screenshot(second, 'live-list');

    // The stream stops (issue 34.5): an open room is told on the live channel and stops asking for it; the end shows too.
    await second.goto(hash(`${PATHS.liveRoom}?roomId=${roomId}`));
    await expect.poll(() => playing(second), { timeout: 30_000 }).toBeGreaterThan(0);
    const flvAsked: number[] = [];
    second.on('request', (request) => { if (request.url().includes('/api/live/play/')) flvAsked.push(Date.now()); });
    ffmpeg?.kill('SIGKILL');
    await second.getByText('主播暂未开播，稍后自动播放').waitFor({ timeout: 30_000 });
    const toldAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(flvAsked.filter((at) => at > toldAt + 1000)).toEqual([]);
    const ended = await streamerPage.evaluate(async ({ path, roomId: id }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-users-token': localStorage.getItem('usersToken') ?? '', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ roomId: id }),
      });
      return ((await response.json()) as { code: number }).code;
    }, { path: liveEnd.path, roomId });
    expect(ended).toBe(0);
    await second.getByText('直播已结束').first().waitFor({ timeout: 20_000 });
    await screenshot(second, 'live-room-ended');
  });
});
