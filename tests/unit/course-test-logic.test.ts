import { describe, expect, it } from 'vitest';
import type { AttemptQuestion, TestAvailability } from '../../src/shared/courses/learner.types';
import {
  answeredCount,
  choose,
  clampIndex,
  clearTestDraft,
  draftKey,
  readTestDraft,
  sanitizeDraft,
  toSubmission,
  unansweredNumbers,
  writeTestDraft,
} from '../../src/client/account/courses/answers';
import { fileTypeLabel, formatClock } from '../../src/client/account/courses/format';
import { formatPercent } from '../../src/shared/format';
import { needsSave, roundPosition, startPosition } from '../../src/client/account/courses/progress';
import { opensTest, testAction } from '../../src/client/account/courses/test-action';

const single: AttemptQuestion = { id: 10, text: 'Which voltage?', multiple: false, answers: [{ id: 1, text: 'A' }, { id: 2, text: 'B' }, { id: 3, text: 'C' }] };
const multiple: AttemptQuestion = { id: 20, text: 'Which apply?', multiple: true, answers: [{ id: 4, text: 'D' }, { id: 5, text: 'E' }, { id: 6, text: 'F' }] };
const questions = [single, multiple];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('answers', () => {
  it('a radio replaces the answer; unchecking a radio changes nothing', () => {
    let answers = choose({}, single, 1, true);
    answers = choose(answers, single, 2, true);
    expect(answers).toEqual({ 10: [2] });
    expect(choose(answers, single, 2, false)).toEqual({ 10: [2] });
  });

  it('checkboxes add and remove answers, kept in the question order', () => {
    let answers = choose({}, multiple, 6, true);
    answers = choose(answers, multiple, 4, true);
    expect(answers[20]).toEqual([4, 6]);
    answers = choose(answers, multiple, 6, false);
    expect(answers[20]).toEqual([4]);
  });

  it('ignores an answer that is not the question’s', () => {
    const answers = { 10: [1] };
    expect(choose(answers, single, 99, true)).toBe(answers);
  });

  it('counts answered and names the unanswered by their shown number', () => {
    const answers = { 20: [5], 10: [] };
    expect(answeredCount(answers, questions)).toBe(1);
    expect(unansweredNumbers(answers, questions)).toEqual([1]);
    expect(unansweredNumbers({}, questions)).toEqual([1, 2]);
  });

  it('submits every question, an unanswered one with no answers', () => {
    expect(toSubmission(7, questions, { 20: [4, 5] })).toEqual({
      attemptId: 7,
      answers: [
        { questionId: 10, answerIds: [] },
        { questionId: 20, answerIds: [4, 5] },
      ],
    });
  });

  it('keeps the position in range', () => {
    expect(clampIndex(-3, 2)).toBe(0);
    expect(clampIndex(5, 2)).toBe(1);
    expect(clampIndex(Number.NaN, 2)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('cleans a stored draft against the attempt’s questions', () => {
    expect(sanitizeDraft({ answers: { 10: [1, 2], 20: [6, 99, 4], 30: [1] }, index: 7 }, questions)).toEqual({
      answers: { 10: [1], 20: [4, 6] },
      index: 1,
    });
    expect(sanitizeDraft('nonsense', questions)).toEqual({ answers: {}, index: 0 });
    expect(sanitizeDraft({ answers: { 10: 'x' }, index: 'y' }, questions)).toEqual({ answers: {}, index: 0 });
  });

  it('keeps a draft per attempt in storage, and forgets it', () => {
    const storage = memoryStorage();
    writeTestDraft(5, { answers: { 10: [3] }, index: 1 }, storage);
    expect(storage.items.has(draftKey(5))).toBe(true);
    expect(readTestDraft(5, questions, storage)).toEqual({ answers: { 10: [3] }, index: 1 });
    expect(readTestDraft(6, questions, storage)).toEqual({ answers: {}, index: 0 });
    clearTestDraft(5, storage);
    expect(readTestDraft(5, questions, storage)).toEqual({ answers: {}, index: 0 });
  });

  it('survives unreadable or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(5), '{not json');
    expect(readTestDraft(5, questions, storage)).toEqual({ answers: {}, index: 0 });
    expect(readTestDraft(5, questions, null)).toEqual({ answers: {}, index: 0 });
    expect(() => writeTestDraft(5, { answers: {}, index: 0 }, null)).not.toThrow();
  });
});

describe('video progress', () => {
  const video = { positionSeconds: 95, completed: false, durationSeconds: 300 };

  it('resumes at the saved position, from the start once watched or at the very end', () => {
    expect(startPosition(video)).toBe(95);
    expect(startPosition({ ...video, completed: true })).toBe(0);
    expect(startPosition({ ...video, positionSeconds: 299 })).toBe(0);
    expect(startPosition({ ...video, positionSeconds: 0 })).toBe(0);
    expect(startPosition(video, 96)).toBe(0);
    expect(startPosition(video, Number.NaN)).toBe(95);
  });

  it('sends tenths of a second inside the server’s bounds', () => {
    expect(roundPosition(12.345)).toBe(12.3);
    expect(roundPosition(-1)).toBe(0);
    expect(roundPosition(Number.NaN)).toBe(0);
    expect(roundPosition(10 ** 6)).toBe(24 * 3600);
  });

  it('saves when the position moved a second or the video was just finished', () => {
    const last = { positionSeconds: 40, completed: false };
    expect(needsSave(null, last)).toBe(true);
    expect(needsSave(last, { positionSeconds: 40.5, completed: false })).toBe(false);
    expect(needsSave(last, { positionSeconds: 41, completed: false })).toBe(true);
    expect(needsSave(last, { positionSeconds: 40, completed: true })).toBe(true);
    expect(needsSave({ positionSeconds: 40, completed: true }, { positionSeconds: 40, completed: true })).toBe(false);
  });
});

describe('test action', () => {
  const base: TestAvailability = {
    openAttemptId: null,
    canStart: true,
    reason: null,
    attemptsPerDay: 3,
    attemptsLeftToday: 3,
    nextAllowedAt: null,
    renewable: false,
  };

  it('starts the first attempt, retakes after one, resumes an open one', () => {
    expect(testAction(base, [])).toEqual({ kind: 'start' });
    expect(testAction(base, [{ id: 1 }])).toEqual({ kind: 'retake' });
    expect(testAction({ ...base, openAttemptId: 9 }, [{ id: 9 }])).toEqual({ kind: 'resume', attemptId: 9 });
  });

  it('renews a pass inside its renewal window', () => {
    expect(testAction({ ...base, renewable: true }, [{ id: 1 }])).toEqual({ kind: 'renew' });
  });

  it('says why not: passed, the daily limit (with when), no questions', () => {
    expect(testAction({ ...base, canStart: false, reason: 'passed' }, [{ id: 1 }])).toEqual({ kind: 'passed' });
    const at = '2026-05-01T10:00:00.000Z';
    expect(testAction({ ...base, canStart: false, reason: 'limit', attemptsLeftToday: 0, nextAllowedAt: at }, [{ id: 1 }])).toEqual({ kind: 'limit', nextAllowedAt: at });
    expect(testAction({ ...base, canStart: false, reason: 'no-questions' }, [])).toEqual({ kind: 'unavailable' });
  });

  it('only the start, resume, retake and renew actions open the test', () => {
    expect(opensTest({ kind: 'start' })).toBe(true);
    expect(opensTest({ kind: 'renew' })).toBe(true);
    expect(opensTest({ kind: 'passed' })).toBe(false);
    expect(opensTest({ kind: 'limit', nextAllowedAt: null })).toBe(false);
  });
});

describe('course formats', () => {
  it('writes a score as a percentage in the page’s number format', () => {
    expect(formatPercent(91, 'en')).toBe('91%');
    expect(formatPercent(87.5, 'de')).toBe('87,5\u00a0%');
  });

  it('writes a playback position as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(245.9)).toBe('4:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('names a document’s type', () => {
    expect(fileTypeLabel('application/pdf', 'guide.pdf')).toBe('PDF');
    expect(fileTypeLabel('application/octet-stream', 'sheet.xlsx')).toBe('XLSX');
    expect(fileTypeLabel('image/png; charset=binary', 'photo')).toBe('PNG');
    expect(fileTypeLabel('application/octet-stream', 'noextension')).toBe('–');
  });
});
