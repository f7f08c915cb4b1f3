import { expect, type Page } from '@playwright/test';
import { HOLIDAY_QUESTIONS } from '../../src/server/db/seed/courses/questions-holiday';
import type { QuestionSeed } from '../../src/server/db/seed/courses/question';
import { SPARK_QUESTIONS } from '../../src/server/db/seed/courses/questions-spark';
import { signInAndWait, test } from './helpers';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1366, height: 900 };
const SPARK = 'Spark testing of cable and wire insulation';
const HOLIDAY = 'Safe operation of DC holiday detectors';

/** Answers the question on screen from the demo seed: rightly, or with the first wrong answer. */
async function answerShown(page: Page, rightly: boolean, bank: readonly QuestionSeed[]) {
  const card = page.getByTestId('test-question');
  const text = (await card.getByRole('heading').innerText()).trim();
  const seed = bank.find((q) => q.text[0] === text);
  expect(seed, text).toBeDefined();
  const picks = rightly ? seed!.answers.filter((a) => a.correct) : [seed!.answers.find((a) => !a.correct)!];
  for (const answer of picks) await card.getByLabel(answer.text[0], { exact: true }).check();
}

/** Starts (or retakes) the test: the button asks first how many of today's attempts are left (issue 27). */
async function startTest(page: Page, button: 'Start test' | 'Retake test') {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Confirm' }).click();
}

async function answerAll(page: Page, rightly: boolean, bank: readonly QuestionSeed[] = SPARK_QUESTIONS) {
  const position = page.getByTestId('test-position');
  await expect(position).toContainText(/Question 1 of \d+/);
  const total = Number(/of (\d+)/.exec(await position.innerText())![1]);
  for (let n = 1; n <= total; n++) {
    await expect(position).toContainText(`Question ${n} of ${total}`);
    await answerShown(page, rightly, bank);
    if (n < total) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit test' }).click();
}

test.describe('training courses', () => {
  test('on a desktop: documents, the video with captions that remembers its place, a failed test, a retake and the certificate', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInAndWait(page, 'customer@demo.test', /\/account$/);
    await page.goto('/account/courses');
    await expect(page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    for (const column of ['Course', 'Status', 'Score']) await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(HOLIDAY) })).toContainText('Passed');
    await expect(table.getByRole('row', { name: new RegExp(HOLIDAY) })).toContainText('91%');
    await expect(table.getByRole('row', { name: new RegExp(SPARK) })).toContainText('Not started');

    await table.getByRole('link', { name: SPARK, exact: true }).click();
    await expect(page.getByRole('heading', { name: SPARK, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Read the documents' }).click();
    await expect(page.getByRole('heading', { name: 'Course documents', level: 1 })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('document-row').first().getByRole('link').first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await page.goBack();
    // The player's code (media-chrome) is the video page's own: nothing before it fetched it.
    expect(scripts.filter((url) => /CourseVideosPage/.test(url))).toEqual([]);
    await page.getByRole('link', { name: 'Watch the training video' }).click();
    await expect(page.getByRole('heading', { name: 'Training video', level: 1 })).toBeVisible();
    expect(scripts.filter((url) => /CourseVideosPage/.test(url))).toHaveLength(1);
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    const tracks = await video.evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).map((t) => ({ lang: t.language, mode: t.mode })));
    expect(tracks.map((t) => t.lang).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
    expect(tracks.find((t) => t.lang === 'en')?.mode).toBe('showing');
    // Keyboard: the player takes focus and plays with "k", pauses with "k" again.
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; });
    await page.getByTestId('video-player').focus();
    await page.keyboard.press('k');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(3);
    await page.keyboard.press('k');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const stoppedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(500); // the pause's save
    await page.reload();
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(Math.floor(stoppedAt) - 1);
    await expect(page.getByTestId('video-note')).toContainText('Continuing from');

    // The test, failed.
    await page.goto('/account/courses');
    await page.getByTestId('resource-table').getByRole('link', { name: SPARK, exact: true }).click();
    await expect(page.getByTestId('attempts-left')).toContainText('Attempts left today: 2 of 2');
    await startTest(page, 'Start test');
    await expect(page.getByRole('progressbar', { name: 'Test progress' })).toBeVisible();
    await answerAll(page, false);
    await expect(page.getByRole('heading', { name: 'Test results', level: 1 })).toBeVisible();
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-passed', 'false');
    await expect(page.getByTestId('wrong-question').first()).toContainText('Your answer');
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0); // not revealed while attempts remain

    // The retake, passed, and the certificate.
    await startTest(page, 'Retake test');
    await answerAll(page, true);
    await expect(page.getByRole('heading', { name: 'Test results', level: 1 })).toBeVisible();
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-passed', 'true');
    const certificate = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download certificate' }).click();
    expect((await certificate).suggestedFilename()).toMatch(/^TRN-\d{4}-\d{6}\.pdf$/);

    await page.goto('/account/courses');
    await expect(page.getByTestId('resource-table').getByRole('row', { name: new RegExp(SPARK) })).toContainText('Passed');
  });

  test('on a phone: the courses as cards, a passed course with its certificate and expiry, its results', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'customer@demo.test', /\/account$/);
    await page.goto('/account/courses');
    await expect(page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: HOLIDAY }).first().click();
    await expect(page.getByRole('heading', { name: HOLIDAY, level: 1 })).toBeVisible();
    const certificate = page.getByTestId('course-certificate');
    await expect(certificate).toContainText(/TRN-\d{4}-\d{6}/);
    await expect(page.getByTestId('test-state')).toContainText('You have passed this test.');
    await expect(page.getByRole('button', { name: 'Start test' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'View results' }).first().click();
    await expect(page.getByRole('heading', { name: 'Test results', level: 1 })).toBeVisible();
  });

  test('on a phone: the whole flow, from the video to the certificate, with a failed attempt and a retake', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    // A partner's junior-plus, enrolled on the holiday detector course and not started (the demo seed).
    await signInAndWait(page, 'distributor-junior-plus@demo.test', /\/portal$/);
    await page.goto('/account/courses');
    await page.getByRole('link', { name: HOLIDAY }).first().click();
    await page.getByRole('link', { name: 'Watch the training video' }).click();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Watched to the end (played fast), the video counts as watched.
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; v.playbackRate = 16; void v.play(); });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 15_000 }).toBe(true);
    await expect(page.getByTestId('video-note')).toContainText('Watched', { timeout: 7_000 });
    await page.goBack();
    await expect(page.getByTestId('video-state')).toContainText('Watched');

    await startTest(page, 'Start test');
    await answerAll(page, false, HOLIDAY_QUESTIONS);
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-passed', 'false');
    await startTest(page, 'Retake test');
    await answerAll(page, true, HOLIDAY_QUESTIONS);
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-passed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const certificate = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download certificate' }).click();
    expect((await certificate).suggestedFilename()).toMatch(/^TRN-\d{4}-\d{6}\.pdf$/);
  });

  test('another learner’s course is not found', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await page.goto('/account/courses/1');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });
});

test.describe('the portal’s staff training view', () => {
  test('a senior partner follows their own staff’s progress, never another company’s, and enrols a colleague', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/courses');
    await expect(page.getByRole('heading', { name: 'Staff training', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    const member = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(member('Jonas Junior')).toContainText('Passed');
    await expect(member('Carla Certified-Junior')).toContainText('Failed');
    await expect(member('Casper Certified-Junior-Plus')).toContainText('Not enrolled in any course');
    await expect(page.getByText('Oscar Ortiz')).toHaveCount(0);
    await expect(page.getByText('Olga Otero')).toHaveCount(0);

    // "Not enrolled" lists the people on no course; the filter lives in the address, so it survives a reload.
    await page.getByLabel('Status').selectOption({ label: 'Not enrolled' });
    await expect(page).toHaveURL(/[?&]status=not-enrolled/);
    await expect(member('Jonas Junior')).toHaveCount(0);
    await expect(member('Casper Certified-Junior-Plus')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('not-enrolled');
    await expect(member('Jonas Junior')).toHaveCount(0);
    await expect(member('Casper Certified-Junior-Plus')).toBeVisible();

    await page.getByRole('button', { name: 'Enrol a colleague' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enrol a colleague' });
    await dialog.getByLabel('Colleague').selectOption({ label: 'Casper Certified-Junior-Plus' });
    await dialog.getByLabel('Course').selectOption({ label: SPARK });
    await dialog.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(page.getByText(`Casper Certified-Junior-Plus is now enrolled in ${SPARK}.`)).toBeVisible();
    // The list is read again: Casper is on a course now, so "not enrolled" no longer finds him.
    await expect(member('Casper Certified-Junior-Plus')).toHaveCount(0);

    // Back returns to the whole list, where his new course shows.
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(member('Casper Certified-Junior-Plus')).toContainText('Not started');
  });

  test('on a phone, as the other company’s senior: only their own staff', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/courses');
    await expect(page.getByRole('heading', { name: 'Staff training', level: 1 })).toBeVisible();
    await expect(page.getByText('Oscar Ortiz').first()).toBeVisible();
    await expect(page.getByText('Jonas Junior')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
