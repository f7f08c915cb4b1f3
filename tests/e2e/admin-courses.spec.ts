import { expect } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

const HOLIDAY = 'Safe operation of DC holiday detectors';

test.describe('the admin course builder', () => {
  test('the overview shows learners and pass rates; an admin edits and reorders a question, and the change is kept', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { name: 'Training courses', level: 1 })).toBeVisible();
    const overview = page.getByRole('table', { name: 'Courses and their results' });
    await expect(overview.getByRole('row', { name: new RegExp(HOLIDAY) })).toBeVisible();

    await page.goto('/admin/courses/courses');
    await page.getByRole('link', { name: HOLIDAY, exact: true }).click();
    await expect(page.getByRole('heading', { name: HOLIDAY, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit question 1', exact: true }).click();
    // The explanation is edited (the learners' browser tests find the questions by their seeded text).
    const explanation = page.getByLabel('Explanation of question 1 (shown with a wrong answer) in English');
    const changed = unique('Earth the work piece before switching on');
    await explanation.fill(changed);
    await page.getByRole('button', { name: 'Move question 2 up', exact: true }).click();
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText('The course is saved.')).toBeVisible();

    await page.reload();
    // The edited question is now the second.
    await page.getByRole('button', { name: 'Edit question 2', exact: true }).click();
    await expect(page.getByLabel('Explanation of question 2 (shown with a wrong answer) in English')).toHaveValue(changed);
  });

  test('a question without a correct answer is refused with the reason, and nothing is saved', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/courses/courses');
    await page.getByRole('link', { name: HOLIDAY, exact: true }).click();
    await page.getByRole('button', { name: 'Edit question 3', exact: true }).click();
    const ticks = page.getByRole('group', { name: 'Answers to question 3' }).getByRole('checkbox');
    for (const tick of await ticks.all()) await tick.uncheck();
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText('The course is saved.')).toHaveCount(0);
    await expect(page.getByText(/correct/i).first()).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Edit question 3', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Answers to question 3' }).getByRole('checkbox', { checked: true }).first()).toBeVisible();
  });
});
