import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

/** Answers of the service back office's procedures, as the server types them (only types cross the wall). */
type Admin = inferRouterOutputs<AppRouter>['admin'];

export type ChecksumRule = Admin['serials']['checksums'][number];
export type RecordedService = Admin['serials']['recordService'];
export type AdminReturn = Admin['returns']['get'];
export type AdminCertificate = Admin['certificates']['get'];
