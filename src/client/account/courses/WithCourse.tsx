import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CourseDetail } from '../../../shared/courses/learner.types';
import { RecordFrame } from '../../components/record/RecordFrame';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { recordIdOf } from '../../lib/record-id';

/**
 * One of the learner's courses by its route parameter, then `children` with it. A course they are not enrolled on
 * answers NOT_FOUND and shows the not-found page, as an id that is not a number does (without asking the server).
 */
export function WithCourse({ param, children }: { param: string | undefined; children: (course: CourseDetail) => ReactNode }) {
  const id = recordIdOf(param);
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.account.courses.get.queryOptions({ courseId: id ?? 0 }), enabled: id !== null });
  return (
    <RecordFrame valid={id !== null} query={query} page={{ width: 'max-w-5xl' }} missingPage={<NotFoundPage />}>
      {children}
    </RecordFrame>
  );
}
