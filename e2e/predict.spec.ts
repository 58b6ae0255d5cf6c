/**
 * Predict-then-reveal and lessons, on a 1280x720 projector. With "Ask first" on, the clicker
 * opens a question before a consumption's outcome is shown; the answer (click or key) reveals
 * and narrates the step and counts toward the lesson's score. Each lesson states its goal at
 * step 0. Screenshots go to /tmp/teach-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectOnScreen, narration, position, PROJECTOR } from './teachingHelpers';

const question = (page: Page) => page.getByRole('region', { name: 'Question' });
const score = (page: Page) => page.locator('.prediction-score');

async function openLesson(page: Page, title: string): Promise<void> {
  await page.setViewportSize(PROJECTOR);
  await page.goto('/');
  await page.getByLabel('Lesson').selectOption(title);
  await page.keyboard.press('p');
  await expect(page.getByRole('button', { name: 'Presentation layout' })).toHaveAttribute('aria-pressed', 'true');
}

test('each lesson states its goal at step 0', async ({ page }) => {
  await openLesson(page, 'Tie at the same end');
  await expect(position(page)).toHaveText('step 0 of 5');
  await expect(narration(page)).toContainText('Grants that end at the same time are drawn in id order');
  await expect(page.getByLabel('Scenario', { exact: true })).toHaveValue('Identical windows');
  await page.screenshot({ path: '/tmp/teach-lesson-goal.png' });

  for (const [title, goal] of [
    ['Seed example 1', 'The grant that expires first pays first'],
    ['Seed example 2', 'refused while credit is on hand'],
    ['Cascade', 'EDF spills into the next one'],
    ['Pending resolution', 'each new grant retries the queue oldest first'],
  ]) {
    await page.getByLabel('Lesson').selectOption(title);
    await expect(narration(page)).toContainText(goal);
  }
  await page.keyboard.press('PageDown');
  await expect(narration(page)).not.toContainText('Goal:');
});

test('the class predicts by key, then the step is revealed, narrated and scored', async ({ page }) => {
  await openLesson(page, 'Seed example 2');
  await page.getByLabel('Ask first').check();
  await page.keyboard.press('PageDown');
  await expect(position(page)).toHaveText('step 1 of 3');

  await page.keyboard.press('PageDown');
  await expect(question(page)).toContainText('c_late asks for 80 at t=8.');
  await expect(question(page)).toContainText('Accepted or refused?');
  await expect(position(page)).toHaveText('step 1 of 3');
  await expect(page.locator('[data-consumption-id="c_late"]')).toHaveCount(0);
  await expectOnScreen(page, question(page));
  await page.screenshot({ path: '/tmp/teach-question.png' });

  await page.keyboard.press('a');
  await expect(position(page)).toHaveText('step 2 of 3');
  await expect(narration(page)).toContainText('Right. You said: accepted; the ledger: accepted.');
  await expect(score(page)).toHaveText('Score: 1 of 1');

  await page.keyboard.press('PageDown');
  await page.keyboard.press('r');
  await expect(question(page)).toContainText('Which accepted consumption would break?');
  await expect(question(page).getByRole('button', { name: '1 c_late' })).toBeVisible();
  await page.screenshot({ path: '/tmp/teach-question-broken.png' });
  await page.keyboard.press('1');
  await expect(position(page)).toHaveText('step 3 of 3');
  await expect(narration(page)).toContainText('Right. You said: refused, breaking c_late; the ledger: refused: would break c_late.');
  await expect(narration(page)).toContainText('so it is refused: would break c_late.');
  await expect(score(page)).toHaveText('Score: 2 of 2');
  await page.screenshot({ path: '/tmp/teach-revealed.png' });
});

test('answers by click count too, and a wrong answer is shown against what the ledger did', async ({ page }) => {
  await openLesson(page, 'Seed example 1');
  await page.getByLabel('Ask first').check();
  await page.getByLabel('Go to step').fill('3');
  await page.getByLabel('Go to step').press('Enter');
  await page.getByRole('button', { name: 'Next step' }).click();
  await question(page).getByRole('button', { name: 'Refused' }).click();
  await question(page).getByRole('button', { name: 'None: not enough credit' }).click();
  await expect(narration(page)).toContainText('Right. You said: refused, not enough credit; the ledger: refused: not enough credit, 10 short.');

  await page.getByRole('button', { name: 'Next step' }).click();
  await question(page).getByRole('button', { name: 'Refused' }).click();
  await question(page).getByRole('button', { name: 'None: not enough credit' }).click();
  await expect(narration(page)).toContainText('Not quite. You said: refused, not enough credit; the ledger: accepted.');
  await expect(score(page)).toHaveText('Score: 1 of 2');
});

test('the next click reveals an unanswered question without scoring it', async ({ page }) => {
  await openLesson(page, 'Seed example 2');
  await page.getByLabel('Ask first').check();
  await page.getByLabel('Go to step').fill('2');
  await page.getByLabel('Go to step').press('Enter');
  await page.keyboard.press('PageDown');
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(position(page)).toHaveText('step 3 of 3');
  await expect(question(page)).toHaveCount(0);
  await expect(score(page)).toHaveText('Score: 0 of 0');
});
