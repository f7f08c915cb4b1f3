import { expect, type Browser, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * Issue 27, item 3: a learner never loses an attempt by pressing Back or reloading. The course is made here by the
 * admin (through the API the back office uses) so the demo courses other tests take stay untouched; customer@demo.test
 * then takes it through the real pages.
 */
const QUESTIONS = ['Which lead is connected first?', 'Where is the probe held?', 'When is the voltage set?'];

async function trpcPost(page: Page, path: string, input: unknown) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const response = await page.request.post(`/trpc/${path}`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Content-Type': 'application/json' },
    data: input,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

/** A published course of three questions, three attempts a day, with customer@demo.test enrolled. */
async function courseForTheCustomer(browser: Browser, title: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  const { id } = (await trpcPost(page, 'admin.courses.create', { title_EN: title })) as { id: number };
  await trpcPost(page, 'admin.courses.save', {
    id,
    title_EN: title,
    description_EN: 'What to do before the first test of the day.',
    hours: '1',
    passingScore: 100,
    attemptsPerDay: 3,
    validityMonths: 12,
    published: true,
    questions: QUESTIONS.map((text) => ({ text_EN: text, answers: [{ text_EN: 'The right way', correct: true }, { text_EN: 'The wrong way', correct: false }] })),
  });
  const search = await page.request.get(`/trpc/admin.enrolments.findUsers?input=${encodeURIComponent(JSON.stringify({ q: 'customer@demo.test' }))}`);
  const [customer] = ((await search.json()) as { result: { data: { id: string; email: string }[] } }).result.data.filter((user) => user.email === 'customer@demo.test');
  await trpcPost(page, 'admin.enrolments.enrol', { courseId: id, userId: customer!.id });
  await context.close();
}

test.describe('a course attempt and the Back button', () => {
  test('Back and reload after submitting show the results and never start a new attempt', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const title = unique('Before the first test');
    await courseForTheCustomer(browser, title);
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('account.courses.start')) starts.push(request.method());
    });

    await signInAndWait(page, 'customer@demo.test', /\/account$/);
    await page.goto('/account/courses');
    await page.getByTestId('resource-table').getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const coursePage = page.url();
    await expect(page.getByTestId('attempts-left')).toHaveText('Attempts left today: 3 of 3');

    // Opening the test's own address starts nothing: it is the start screen, and a cancelled start is no start.
    await page.goto(`${new URL(coursePage).pathname}/test`);
    await expect(page.getByTestId('intro-attempts-left')).toHaveText('3 of 3');
    await page.reload();
    await page.getByRole('button', { name: 'Start test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please Confirm?' });
    await expect(confirm).toContainText("Starting the test uses one of today's attempts (3 of 3 left).");
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('intro-attempts-left')).toHaveText('3 of 3');
    expect(starts).toEqual([]);
    await page.goto(coursePage);

    // Started only by the button and its confirmation.
    await page.getByRole('button', { name: 'Start test' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/account\/courses\/\d+\/test\/\d+$/);
    const attemptPage = page.url();
    expect(starts).toEqual(['POST']);

    // A reload resumes the same attempt with the same questions and the answers so far.
    const position = page.getByTestId('test-position');
    await expect(position).toHaveText('Question 1 of 3');
    const first = await page.getByTestId('test-question').getByRole('heading').innerText();
    await page.getByTestId('test-question').getByLabel('The wrong way', { exact: true }).check();
    await page.reload();
    await expect(page.getByTestId('test-question').getByRole('heading')).toHaveText(first);
    await expect(page.getByTestId('test-question').getByLabel('The wrong way', { exact: true })).toBeChecked();
    for (let n = 2; n <= 3; n++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(position).toHaveText(`Question ${n} of 3`);
      await page.getByTestId('test-question').getByLabel(n === 2 ? 'The right way' : 'The wrong way', { exact: true }).check();
    }
    await page.getByRole('button', { name: 'Submit test' }).click();
    await expect(page.getByRole('heading', { name: 'Test results', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/courses\/\d+\/results\/\d+$/);
    const resultsPage = page.url();
    await expect(page.getByTestId('result-summary')).toHaveAttribute('data-passed', 'false');
    await expect(page.getByTestId('result-correct')).toHaveText('1 of 3 correct');

    // Back: the results replaced the test in the history, so Back is the course page, with no new attempt.
    await page.goBack();
    await expect(page).toHaveURL(coursePage);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('attempts-left')).toHaveText('Attempts left today: 2 of 3');
    await expect(page.getByTestId('attempt-row')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Retake test' })).toBeVisible();
    expect(starts).toEqual(['POST']);

    // Forward and a reload of the results: the same results.
    await page.goForward();
    await expect(page).toHaveURL(resultsPage);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Test results', level: 1 })).toBeVisible();
    await expect(page.getByTestId('result-correct')).toHaveText('1 of 3 correct');

    // The submitted attempt's own address (a bookmark, an old tab) shows its results; the test's address the start screen.
    await page.goto(attemptPage);
    await expect(page).toHaveURL(resultsPage);
    await expect(page.getByTestId('result-correct')).toHaveText('1 of 3 correct');
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Test results', level: 1 })).toBeVisible();
    await page.goto(`${new URL(coursePage).pathname}/test`);
    await expect(page.getByTestId('intro-attempts-left')).toHaveText('2 of 3');
    await expect(page.getByRole('link', { name: 'View the results of your last attempt' })).toBeVisible();
    await page.goto(coursePage);
    await expect(page.getByTestId('attempts-left')).toHaveText('Attempts left today: 2 of 3');
    await expect(page.getByTestId('attempt-row')).toHaveCount(1);
    expect(starts).toEqual(['POST']);
  });
});
