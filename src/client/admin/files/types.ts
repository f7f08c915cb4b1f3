import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

/** Answers of the files and downloads procedures, as the server types them (only types cross the wall). */
type Outputs = inferRouterOutputs<AppRouter>['admin'];
export type AdminDownload = Outputs['downloads']['get'];
export type FileDetails = Outputs['files']['get'];
