/** The addresses the course pages link between (shared/routes.ts has their patterns). */
export const COURSES_PATH = '/account/courses';
export const coursePath = (id: number) => `/account/courses/${id}`;
export const courseFilesPath = (id: number) => `/account/courses/${id}/files`;
export const courseVideosPath = (id: number) => `/account/courses/${id}/videos`;
export const courseTestPath = (id: number) => `/account/courses/${id}/test`;
/** One attempt's own address: going back to it after submitting shows its results, never a fresh attempt. */
export const courseAttemptPath = (id: number, attemptId: number) => `/account/courses/${id}/test/${attemptId}`;
export const courseResultPath = (id: number, attemptId: number) => `/account/courses/${id}/results/${attemptId}`;
