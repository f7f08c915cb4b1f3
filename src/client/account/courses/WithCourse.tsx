import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CourseDetail } from '../../../shared/courses/learner.types';
import { Spinner } from '../../components/ui/Spinner';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { LoadError } from './CourseFrame';
import { recordIdOf } from '../../lib/record-id';

/**
 * One of the learner's courses by its route parameter, then `children` with it. A course they are not enrolled on
 * answers NOT_FOUND and shows the not-found page, as an id that is not a number does (without asking the server).
 */
export function WithCourse({ param, children }: { param: string | undefined; children: (course: CourseDetail) => ReactNode }) {
  const id = recordIdOf(param);
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.account.courses.get.queryOptions({ courseId: id ?? 0 }), enabled: id !== null });
  if (id === null || httpStatusOf(query.error) === 404) return <NotFoundPage />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LoadError />
      </div>
    );
  }
  if (!query.data) return <Spinner />;
  return <>{children(query.data)}</>;
}
