// `npm run perf:courses` (node --import tsx scripts/course-perf.mjs): the learner's test at scale (issue 11).
//
// 1. creates a temporary database (migrated and seeded: the demo accounts and the two demo courses with their tests);
// 2. adds COURSE_PERF_LEARNERS learners (10,000 by default; every fifth one a partner's junior with a company), an
//    enrolment each on one of the two courses (with video progress), and COURSE_PERF_ATTEMPTS submitted attempts
//    (100,000) spread over them and over the past two years (all outside the 24-hour limit window). Each attempt is
//    a real sitting: questions drawn from the course in a shuffled order with shuffled answers, answers of which some
//    are right, and the score they give. A quarter of the learners passed on their latest attempt and hold a training
//    certificate. The enrolments' counters (attempts, last score, passed) are what the attempts say. Written by SQLite
//    itself (INSERT … SELECT from a counter and a pool of sittings): the fill time is printed;
// 3. times the real services (no HTTP, no tRPC) as COURSE_PERF_SAMPLES learners who have not passed (300), each once,
//    in the order a learner goes: the course list (the accountCourses collection's list), the course page (getMyCourse), starting the test
//    (startAttempt), submitting it (submitAttempt, answering all the questions, about half of the learners well enough
//    to pass: a pass also issues the training certificate) and the results page again (attemptResult). A warm-up of
//    COURSE_PERF_WARMUP other learners (20) goes first and is not counted.
//    Budget: p95 <= 50 ms for each. Exit code 1 when a budget is missed.
//
// Env: COURSE_PERF_LEARNERS, COURSE_PERF_ATTEMPTS, COURSE_PERF_SAMPLES, COURSE_PERF_WARMUP, COURSE_PERF_KEEP=1 keeps
// the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { seedIfFresh } from '../src/server/db/seed/index.ts';
import { sitting } from '../src/server/db/seed/courses/attempts.ts';
import { certificates, courseAnswers, courseAttempts, courseQuestions, courses, users } from '../src/server/db/schema/index.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { loadEnv } from '../src/server/env.ts';
import { startAttempt, submitAttempt } from '../src/server/features/courses/attempts.ts';
import { getMyCourse } from '../src/server/features/courses/my-courses.ts';
import { listResource } from '../src/server/collections/list.ts';
import { ResourceListInputSchema } from '../src/shared/collections/list.ts';
import { accountCoursesCollection } from '../src/server/features/courses/collections/account-courses.ts';
import { attemptResult } from '../src/server/features/courses/results.ts';

const LEARNERS = positiveInt('COURSE_PERF_LEARNERS', 10_000);
const ATTEMPTS = positiveInt('COURSE_PERF_ATTEMPTS', 100_000);
const SAMPLES = positiveInt('COURSE_PERF_SAMPLES', 300);
const WARMUP = positiveInt('COURSE_PERF_WARMUP', 20);
const BUDGET_MS = 50;
/** Sittings made per course and outcome; the attempts take them in turn. */
const POOL = 250;
const DAY = 86_400_000;

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

const fmt = (n) => Number(n).toLocaleString('en-GB');
/** Whole numbers go into the SQL as literals: a bound JS number is a REAL to SQLite, and 'cperf-' || 7.0 is no user id. */
const int = (n) => sql.raw(String(Math.trunc(n)));

/** The demo courses with their questions (as the seed's sittings need them), the pass mark and the questions per attempt. */
async function loadCourses(db) {
  const rows = await db.select().from(courses).where(eq(courses.published, true)).orderBy(asc(courses.sort), asc(courses.id));
  const out = [];
  for (const course of rows) {
    const answers = await db
      .select({ questionId: courseQuestions.id, id: courseAnswers.id, correct: courseAnswers.correct })
      .from(courseQuestions)
      .innerJoin(courseAnswers, eq(courseAnswers.questionId, courseQuestions.id))
      .where(eq(courseQuestions.courseId, course.id))
      .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id), asc(courseAnswers.sort), asc(courseAnswers.id));
    const byQuestion = new Map();
    for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), { id: a.id, correct: a.correct }]);
    const questions = [...byQuestion].map(([id, list]) => ({ id, answers: list }));
    const drawnCount = Math.min(course.questionsPerAttempt ?? questions.length, questions.length);
    // The fewest right answers that pass (the score is rounded down).
    let passRight = 0;
    while (passRight < drawnCount && Math.floor((passRight * 100) / drawnCount) < course.passingScore) passRight++;
    out.push({ id: course.id, title: course.title_EN, questions, drawnCount, passRight, passingScore: course.passingScore });
  }
  if (out.length < 2) throw new Error(`expected the two demo courses, found ${out.length}`);
  return out.slice(0, 2);
}

/** A pool of real sittings per course: POOL failing (0 to pass-1 right) and POOL passing (pass to all right). */
async function fillPool(db, courseList) {
  await db.run(sql`CREATE TABLE perf_sittings (course_id INTEGER NOT NULL, pass INTEGER NOT NULL, k INTEGER NOT NULL, drawn TEXT NOT NULL, answers TEXT NOT NULL, score INTEGER NOT NULL, PRIMARY KEY (course_id, pass, k))`);
  let seed = 1;
  for (const course of courseList) {
    const statements = [];
    for (const pass of [0, 1]) {
      for (let k = 0; k < POOL; k++) {
        const right = pass ? course.passRight + (k % (course.drawnCount - course.passRight + 1)) : k % course.passRight;
        const s = sitting(course.questions, course.drawnCount, right, seed++);
        const passed = s.score >= course.passingScore ? 1 : 0;
        if (passed !== pass) throw new Error(`sitting of ${right} right scored ${s.score} on course ${course.id}`);
        statements.push(db.run(sql`INSERT INTO perf_sittings VALUES (${int(course.id)}, ${int(pass)}, ${int(k)}, ${JSON.stringify(s.drawn)}, ${JSON.stringify(s.answers)}, ${int(s.score)})`));
      }
    }
    await db.batch(statements);
  }
}

async function fill(db, courseList) {
  const started = performance.now();
  const now = Date.now();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [company] = await db.all(sql`SELECT id FROM companies ORDER BY id LIMIT 1`);
  const [c1, c2] = courseList.map((c) => c.id);
  await fillPool(db, courseList);

  await db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${int(LEARNERS)})
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at, role, locale, company_id)
    SELECT 'cperf-' || i, 'Course Learner ' || i, 'cperf-' || i || '@perf.test', 1, ${int(now - 800 * DAY)} + i * 1000, ${int(now)},
      CASE WHEN i % 5 = 0 THEN 'distributor-junior' ELSE 'customer' END,
      CASE i % 6 WHEN 0 THEN 'de' WHEN 1 THEN 'en' WHEN 2 THEN 'es' WHEN 3 THEN 'fr' WHEN 4 THEN 'nl' ELSE 'pt' END,
      CASE WHEN i % 5 = 0 THEN ${company ? int(company.id) : sql`NULL`} END
    FROM n`);
  // One enrolment each, on the holiday course (even learners) or the spark course (odd ones), enrolled about two years ago.
  await db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${int(LEARNERS)})
    INSERT INTO course_enrolments (course_id, user_id, enrolled_by, company_id, created_at)
    SELECT CASE i % 2 WHEN 0 THEN ${int(c1)} ELSE ${int(c2)} END, 'cperf-' || i, ${admin.id},
      CASE WHEN i % 5 = 0 THEN ${company ? int(company.id) : sql`NULL`} END, ${int(now - 720 * DAY)} + i * 1000
    FROM n`);
  // Attempt i belongs to learner 1 + (i - 1) % LEARNERS and is their (i - 1) / LEARNERS-th latest: the latest from 2 to
  // 61 days ago, each earlier one 66 days before the next (so ten attempts span up to 655 days). Every fourth learner
  // passed on their latest attempt; every other attempt is a failing sitting. 11 to 40 minutes to submit.
  await db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${int(ATTEMPTS)}),
    a AS (SELECT i, 1 + (i - 1) % ${int(LEARNERS)} AS learner, (i - 1) / ${int(LEARNERS)} AS j FROM n),
    b AS (
      SELECT a.i, a.learner, a.j, e.id AS enrolment_id, e.user_id, e.course_id,
        CASE WHEN a.learner % 4 = 0 AND a.j = 0 THEN 1 ELSE 0 END AS pass,
        ${int(now)} - (2 + (a.learner * 37) % 60 + a.j * 66) * ${int(DAY)} - ((a.learner * 7919 + a.j * 104729) % 36000) * 1000 AS started
      FROM a JOIN course_enrolments e ON e.user_id = 'cperf-' || a.learner)
    INSERT INTO course_attempts (enrolment_id, user_id, course_id, started_at, drawn, answers, submitted_at, score, passed)
    SELECT b.enrolment_id, b.user_id, b.course_id, b.started, s.drawn, s.answers, b.started + (11 + b.i % 30) * 60000, s.score, b.pass
    FROM b JOIN perf_sittings s ON s.course_id = b.course_id AND s.pass = b.pass AND s.k = (b.i * 7) % ${int(POOL)}`);
  await db.run(sql`DROP TABLE perf_sittings`);

  // The enrolments' counters, as the attempts leave them; started three days before the first attempt.
  await db.run(sql`
    UPDATE course_enrolments SET
      attempt_count = (SELECT count(*) FROM course_attempts a WHERE a.enrolment_id = course_enrolments.id),
      last_score = (SELECT score FROM course_attempts a WHERE a.enrolment_id = course_enrolments.id ORDER BY a.started_at DESC LIMIT 1),
      last_attempt_at = (SELECT max(submitted_at) FROM course_attempts a WHERE a.enrolment_id = course_enrolments.id),
      passed_at = (SELECT max(submitted_at) FROM course_attempts a WHERE a.enrolment_id = course_enrolments.id AND a.passed = 1),
      started_at = (SELECT min(started_at) FROM course_attempts a WHERE a.enrolment_id = course_enrolments.id) - 3 * ${int(DAY)}
    WHERE user_id LIKE 'cperf-%'`);
  await db.run(sql`
    INSERT INTO course_video_progress (enrolment_id, video_id, position_seconds, completed, updated_at)
    SELECT e.id, v.id, v.duration_seconds, 1, e.started_at + 3600000
    FROM course_enrolments e JOIN course_videos v ON v.course_id = e.course_id
    WHERE e.user_id LIKE 'cperf-%' AND e.started_at IS NOT NULL`);
  // Each pass holds its training certificate (the demo's content, as the PDF would print it), valid for the course's months.
  const [template] = await db.select({ content: certificates.content }).from(certificates).where(eq(certificates.kind, 'training')).limit(1);
  if (!template) throw new Error('the demo seed has no training certificate to copy');
  await db.run(sql`
    INSERT INTO certificates (number, code, kind, holder_id, course_id, locale, issued_on, expires_on, content)
    SELECT 'TRN-PERF-' || printf('%07d', e.id), 'TP' || printf('%014d', e.id), 'training', e.user_id, e.course_id, 'en',
      date(e.passed_at / 1000, 'unixepoch'), date(e.passed_at / 1000, 'unixepoch', '+' || c.validity_months || ' months'), ${template.content}
    FROM course_enrolments e JOIN courses c ON c.id = e.course_id
    WHERE e.user_id LIKE 'cperf-%' AND e.passed_at IS NOT NULL`);
  await db.run(sql`
    UPDATE course_enrolments SET certificate_id = (SELECT id FROM certificates WHERE number = 'TRN-PERF-' || printf('%07d', course_enrolments.id))
    WHERE user_id LIKE 'cperf-%' AND passed_at IS NOT NULL`);
  const fillSeconds = (performance.now() - started) / 1000;
  const [counts] = await db.all(sql`SELECT
    (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM users WHERE id LIKE 'cperf-%') AS learners,
    (SELECT count(*) FROM course_enrolments) AS enrolments, (SELECT count(*) FROM course_attempts) AS attempts,
    (SELECT count(*) FROM course_attempts WHERE passed = 1) AS passed, (SELECT count(*) FROM course_video_progress) AS progress,
    (SELECT count(*) FROM certificates WHERE kind = 'training') AS training,
    (SELECT min(started_at) FROM course_attempts) AS oldest, (SELECT max(started_at) FROM course_attempts) AS newest`);
  console.log(
    `filled in ${fillSeconds.toFixed(1)} s: ${fmt(counts.learners)} learners (${fmt(counts.users)} users), ${fmt(counts.enrolments)} enrolments, ` +
      `${fmt(counts.attempts)} attempts (${fmt(counts.passed)} passed; started ${new Date(counts.oldest).toISOString().slice(0, 10)} to ` +
      `${new Date(counts.newest).toISOString().slice(0, 10)}), ${fmt(counts.progress)} video progress rows, ${fmt(counts.training)} training certificates`,
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { label, runs: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

async function timed(list, job) {
  const started = performance.now();
  const value = await job();
  list.push(performance.now() - started);
  return value;
}

/** Answers for every question of the attempt: all right but `wrong` of them (a wrong answer is a plausible one). */
function answersFor(drawn, wrong) {
  const wrongIndexes = new Set(drawn.map((_, i) => i).filter((i) => i % Math.max(1, Math.floor(drawn.length / Math.max(1, wrong))) === 0).slice(0, wrong));
  return drawn.map((q, i) => {
    const correct = new Set(q.c);
    if (!wrongIndexes.has(i)) return { questionId: q.q, answerIds: q.a.filter((id) => correct.has(id)) };
    return { questionId: q.q, answerIds: q.c.length > 1 ? q.c.slice(1) : [q.a.find((id) => !correct.has(id))] };
  });
}

function actorOf(row) {
  return { id: row.id, name: row.name, email: row.email, role: row.role, locale: 'en', companyId: row.companyId, twoFactorEnabled: false, sessionId: 'perf', passwordConfirmedAt: null };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'voltara-course-perf-'));
  let deps;
  try {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, APP_URL: 'http://localhost:3000', AUTH_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'silent' });
    deps = await createDeps(env, { cachePollMs: 0 });
    await seedIfFresh(deps);
    const db = deps.db;
    const courseList = await loadCourses(db);
    await fill(db, courseList);
    await db.run(sql`ANALYZE`);

    // Learners who have not passed (so the test may be started), spread over the ids and both courses.
    const picks = await db.all(sql`
      SELECT u.id, u.name, u.email, u.role, u.company_id AS companyId, e.course_id AS courseId
      FROM course_enrolments e JOIN users u ON u.id = e.user_id
      WHERE e.user_id LIKE 'cperf-%' AND e.passed_at IS NULL
      ORDER BY (e.id * 7919) % 10007 LIMIT ${int(SAMPLES + WARMUP)}`);
    if (picks.length < SAMPLES + WARMUP) throw new Error(`only ${picks.length} learners without a pass to sample`);
    const courseOf = new Map(courseList.map((c) => [c.id, c]));
    const t = { list: [], course: [], start: [], submit: [], submitPassed: [], submitFailed: [], result: [] };
    const scratch = { list: [], course: [], start: [], submit: [], submitPassed: [], submitFailed: [], result: [] };
    let passes = 0;
    for (const [n, pick] of picks.entries()) {
      const into = n < WARMUP ? scratch : t;
      const actor = actorOf(pick);
      const course = courseOf.get(pick.courseId);
      const listed = await timed(into.list, () => listResource(deps, accountCoursesCollection, actor, ResourceListInputSchema.parse({}), 'en'));
      if (listed.rows.length !== 1) throw new Error(`${actor.id} lists ${listed.rows.length} courses`);
      const detail = await timed(into.course, () => getMyCourse(deps, actor, pick.courseId, 'en'));
      if (!detail.test.canStart) throw new Error(`${actor.id} cannot start the test: ${detail.test.reason}`);
      const sheet = await timed(into.start, () => startAttempt(deps, actor, pick.courseId, 'en'));
      // The correct answers are the server's secret: read them (untimed) from the attempt to answer as a learner would.
      const [row] = await db.select({ drawn: courseAttempts.drawn }).from(courseAttempts).where(and(eq(courseAttempts.id, sheet.attemptId), eq(courseAttempts.userId, actor.id)));
      const drawn = JSON.parse(row.drawn);
      // About half pass (0 or 1 wrong); the others get between a third and a half wrong.
      const wrong = n % 2 === 0 ? n % 4 === 0 ? 0 : Math.max(0, course.drawnCount - course.passRight) : Math.ceil(drawn.length / 3) + (n % 3);
      const started = performance.now();
      const result = await submitAttempt(deps, actor, { attemptId: sheet.attemptId, answers: answersFor(drawn, wrong) }, 'en');
      const ms = performance.now() - started;
      into.submit.push(ms);
      (result.passed ? into.submitPassed : into.submitFailed).push(ms);
      if (result.passed && !result.certificate) throw new Error(`${actor.id} passed without a certificate`);
      if (n >= WARMUP && result.passed) passes++;
      const again = await timed(into.result, () => attemptResult(deps, actor, sheet.attemptId, 'en'));
      if (again.score !== result.score) throw new Error('the results page disagrees with the submission');
    }

    const rows = [
      { ...summary('course list (accountCourses.list)', t.list), budget: BUDGET_MS },
      { ...summary('course page (getMyCourse)', t.course), budget: BUDGET_MS },
      { ...summary('start the test (startAttempt)', t.start), budget: BUDGET_MS },
      { ...summary('submit the test (submitAttempt, all)', t.submit), budget: BUDGET_MS },
      { ...summary('  submit: passed (issues the certificate)', t.submitPassed), budget: BUDGET_MS },
      { ...summary('  submit: failed', t.submitFailed), budget: BUDGET_MS },
      { ...summary('results page (attemptResult)', t.result), budget: BUDGET_MS },
    ].map((r) => ({ measure: r.label, runs: r.runs, 'p50 ms': r.p50.toFixed(2), 'p95 ms': r.p95.toFixed(2), 'max ms': r.max.toFixed(2), 'budget p95 ms': r.budget, result: r.p95 <= r.budget ? 'PASS' : 'FAIL' }));
    const cpu = cpus();
    console.log(`machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores; Node ${process.version}; ${SAMPLES} learners timed (${passes} passed, ${SAMPLES - passes} failed) after ${WARMUP} warm-up`);
    console.table(rows);
    const failed = rows.filter((row) => row.result === 'FAIL');
    console.log(failed.length === 0 ? `PASS: every course operation within ${BUDGET_MS} ms at p95` : `FAIL: ${failed.map((row) => row.measure.trim()).join('; ')}`);
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    deps?.close();
    if (process.env.COURSE_PERF_KEEP) console.log(`database kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
