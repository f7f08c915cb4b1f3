/** The course screens' addresses (shared/routes.ts has their patterns). */
export const coursePath = (id: number) => `/admin/courses/courses/${id}`;
export const participantsPath = (courseId?: number) => (courseId ? `/admin/courses/users?course=${courseId}` : '/admin/courses/users');
