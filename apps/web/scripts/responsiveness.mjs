/* global window, document, getComputedStyle, requestAnimationFrame, MutationObserver -- functions run in the page */
// `npm run responsiveness`: how long a tap takes to show its answer. Builds nothing
// itself (run `npm run build` first); starts the real server on a fresh embedded database, as
// `npm run lighthouse` does, and in Debian's Chromium with the CPU slowed 4x (as Lighthouse's mobile
// preset) times, for each overlay (menus, drawer, dialogs) and for a filter change on /cars, the
// time from the pointer-down to the next paint that shows the result (a filter change both with the
// pointer arriving as it presses and with it over the box a moment before). Each overlay is opened on
// a fresh page (an empty cache) once the page has become interactive and idle, then closed and opened again;
// with `--no-prefetch` the page's map of code to fetch ahead is removed, for the figures without it.
// Prints a table of medians (and the slowest run) over RESPONSIVENESS_RUNS runs (default 5);
// RESPONSIVENESS_ONLY=<text> times only the taps whose name holds that text.
import { chromium } from '@playwright/test';
import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.RESPONSIVENESS_PORT ?? 3948);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RESPONSIVENESS_RUNS ?? 5);
const prefetch = !process.argv.includes('--no-prefetch');
const only = process.env.RESPONSIVENESS_ONLY?.toLowerCase();
const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1440, height: 900 };

async function api(pathname, body, token) {
  const response = await fetch(`${base}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
  return json;
}

/** A new buyer with `carIds` on the wishlist, signed in through the API (the console SMS sender). */
async function newBuyer(carIds) {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await api('/api/sign-up/v1/form', { full_name: 'Asha Verma', email: `asha.${phone}@example.com`, phone });
  const sent = await api('/api/login/v1/send-otp', { phone });
  const token = (await api('/api/login/v1/verify-otp', { phone, otp: sent.data.otp })).data.accessToken;
  for (const car_id of carIds) await api('/api/auth/wishlist/v1/create/add-wishlist', { car_id }, token);
  return token;
}

/**
 * In the page: resolves with the milliseconds from the next pointer-down to the end of the first frame
 * in which `until` holds (its paint): `{ shown: selector }` an element is laid out and visible, `{
 * present: selector }` one matches, `{ changed: selector, from: text }` its text is no longer `from`.
 * Also `after`: when the next task ran, which is later whenever work was queued behind that frame (a new
 * car's picture being parsed, the list's later cards); the figures before 2026-11-27 were this one.
 */
function armTimer(until) {
  return new Promise((resolve) => {
    let start;
    // Chromium reports each frame over 50 ms with its end; a frame not reported ended within 50 ms of its start.
    const longFrames = new PerformanceObserver(() => undefined);
    longFrames.observe({ type: 'long-animation-frame' });
    window.addEventListener('pointerdown', (event) => (start = event.timeStamp), { capture: true, once: true });
    const holds = () => {
      const element = document.querySelector(until.shown ?? until.changed ?? until.present);
      if (!element) return false;
      if (until.present) return true;
      if (until.changed) return element.textContent !== until.from;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const frame = (frameStart) => {
      if (start === undefined || !holds()) return void requestAnimationFrame(frame);
      const seen = performance.now();
      setTimeout(() => {
        const after = performance.now();
        const long = longFrames.takeRecords().find((entry) => entry.startTime <= seen && seen <= entry.startTime + entry.duration);
        longFrames.disconnect();
        const painted = long ? long.startTime + long.duration : Math.min(after, frameStart + 50);
        resolve({ paint: Math.round(painted - start), after: Math.round(after - start) });
      }, 0);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * In the page: resolves once the main thread has run no task over 50 ms for a second (30 s at most),
 * so that a tap is not timed while the page is still hydrating, or another process held the CPU.
 */
function untilQuiet() {
  return new Promise((resolve) => {
    const started = performance.now();
    let busyUntil = started;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) busyUntil = Math.max(busyUntil, task.startTime + task.duration);
    }).observe({ type: 'longtask', buffered: true });
    const check = () => {
      const now = performance.now();
      if (now - busyUntil >= 1000 || now - started > 30_000) resolve();
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * Times a click on `trigger`. Playwright's click brings the pointer and presses in one go; with `rest`,
 * the pointer comes over the trigger that many milliseconds before the press, as a mouse's does.
 */
async function timeTap(page, trigger, until, rest) {
  await page.evaluate(() => void 0); // the page is there before the timer is armed
  const timer = page.evaluate(armTimer, until);
  // A failed tap closes the page: the timer's own failure is then not the one to report.
  timer.catch(() => undefined);
  if (rest) {
    await trigger.hover({ timeout: 60_000 });
    await page.waitForTimeout(rest);
  }
  await trigger.click({ timeout: 60_000 });
  return timer;
}

/** The list's 'Showing N out of M results', whose change shows the new results. */
const RESULT_LINE = 'main [role="status"]';
/** The first box of the filter column (a city or a brand). */
const filterBox = (page) => page.getByRole('complementary', { name: 'Filter cars' }).getByRole('checkbox').first();

/** The overlays and the filter change: where, how to open, what shows it open, how to close. */
const scenarios = [
  {
    name: 'Filter drawer (phone, /cars)',
    viewport: PHONE,
    path: '/cars',
    trigger: (page) => page.getByRole('button', { name: 'Filters', exact: true }),
    until: { shown: 'dialog[open][aria-label="Filters"] input[type="checkbox"]' },
  },
  {
    name: 'Menu (phone sidebar)',
    viewport: PHONE,
    path: '/',
    trigger: (page) => page.getByRole('button', { name: 'Open menu' }),
    until: { shown: 'nav[aria-label="Site"]' },
  },
  {
    name: 'Account menu (1440 px)',
    viewport: WIDE,
    path: '/',
    trigger: (page) => page.getByRole('button', { name: 'Guest User' }),
    until: { shown: '[role="menu"] [role="menuitem"]' },
  },
  {
    name: 'CARS menu (1440 px)',
    viewport: WIDE,
    path: '/',
    trigger: (page) => page.getByRole('button', { name: 'CARS' }),
    until: { shown: '[data-menu="cars"] a' },
  },
  {
    name: 'Edit profile dialog (/profile)',
    viewport: PHONE,
    path: '/profile',
    signedIn: [],
    trigger: (page) => page.getByRole('button', { name: 'Edit', exact: true }),
    until: { shown: 'dialog[open] #edit-profile-title' },
  },
  {
    name: 'Compare panel (/wishlist)',
    viewport: PHONE,
    path: '/wishlist',
    signedIn: 'cars',
    prepare: async (page) => {
      await page.getByRole('switch', { name: 'Compare' }).check();
      const boxes = page.getByRole('checkbox', { name: /^Select .* for comparison$/ });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
    },
    trigger: (page) => page.getByRole('button', { name: /^Compare \(/ }),
    until: { shown: 'dialog[open] [aria-label="Close compare panel"]' },
  },
  {
    name: 'Filter change (1440 px, /cars): box ticked',
    viewport: WIDE,
    path: '/cars',
    once: true,
    trigger: filterBox,
    until: { present: 'aside[aria-label="Filter cars"] input[type="checkbox"]:checked' },
  },
  // Again: the same box, unticked.
  {
    name: 'Filter change (1440 px, /cars): new results shown',
    viewport: WIDE,
    path: '/cars',
    trigger: filterBox,
    until: async (page) => ({ changed: RESULT_LINE, from: await page.locator(RESULT_LINE).first().textContent() }),
  },
  // The same with the mouse over the box a moment before its press (a hand's click, which the list's
  // call can start on: checkbox-group.tsx); the row above, pointer and press at once, is the strict one.
  {
    name: 'Filter change (1440 px, /cars): new results shown, pointer over the box 150 ms before',
    viewport: WIDE,
    path: '/cars',
    rest: 150,
    trigger: filterBox,
    until: async (page) => ({ changed: RESULT_LINE, from: await page.locator(RESULT_LINE).first().textContent() }),
  },
];

async function openPage(browser, scenario, token) {
  const context = await browser.newContext({ viewport: scenario.viewport, deviceScaleFactor: 1 });
  if (token) {
    await context.addCookies([{ name: 'luxe_token', value: token, url: base }]);
    await context.addInitScript((value) => localStorage.setItem('luxe.accessToken', value), token);
  }
  if (!prefetch)
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const map = document.getElementById('luxe-prefetch');
        if (map) {
          map.remove();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`${scenario.path}: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // NOTE: generous waits: a 4x slower CPU on a busy 2-core machine loads a page in tens of seconds.
  await page.goto(`${base}${scenario.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 120_000 });
  // Interactive, then idle: what a buyer who reads the page for a moment before tapping gets.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await page.evaluate(untilQuiet);
  return { context, page };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startDemoServer(port);
let browser;
try {
  const listed = await fetch(`${base}/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter`, {
    headers: { 'x-limit': '3', 'x-offset': '0' },
  }).then((r) => r.json());
  const carIds = listed.data.filteredCars.cars.map((car) => car.id);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const rows = [];
  for (const scenario of scenarios.filter((s) => !only || s.name.toLowerCase().includes(only))) {
    const first = [];
    const second = [];
    for (let run = 0; run < runs; run++) {
      const token = scenario.signedIn ? await newBuyer(scenario.signedIn === 'cars' ? carIds : []) : undefined;
      const { context, page } = await openPage(browser, scenario, token);
      try {
        await scenario.prepare?.(page);
        await page.evaluate(untilQuiet);
        const until = () => (typeof scenario.until === 'function' ? scenario.until(page) : scenario.until);
        first.push(await timeTap(page, scenario.trigger(page), await until(), scenario.rest));
        if (!scenario.once) {
          await page.keyboard.press('Escape');
          await page.waitForTimeout(800);
          await page.evaluate(untilQuiet);
          second.push(await timeTap(page, scenario.trigger(page), await until(), scenario.rest));
        }
      } finally {
        await context.close();
      }
    }
    const paints = (times) => times.map((time) => time.paint);
    const afters = (times) => times.map((time) => time.after);
    const runsOf = (times) => times.map((time) => `${time.paint} (${time.after})`).join(', ');
    console.log(`${scenario.name}: first ${runsOf(first)} ms${second.length ? `; again ${runsOf(second)} ms` : ''}`);
    rows.push({
      name: scenario.name,
      first: median(paints(first)),
      firstMax: Math.max(...paints(first)),
      second: second.length ? median(paints(second)) : null,
      after: `${median(afters(first))}${second.length ? ` / ${median(afters(second))}` : ''} ms`,
    });
  }
  console.log(
    `\nTap to next paint, CPU slowed ${CPU_SLOWDOWN}x, ${runs} runs, code fetched ahead: ${prefetch ? 'yes' : 'no (--no-prefetch)'}` +
      '\n(in brackets above, and in the last column: when the next task ran after that paint)',
  );
  console.log('| tap | first (median) | first (slowest) | again (median) | next task, first / again (median) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.first} ms | ${r.firstMax} ms | ${r.second === null ? '-' : `${r.second} ms`} | ${r.after} |`);
} finally {
  await browser?.close();
  await server.stop();
}
