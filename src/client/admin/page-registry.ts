import type { ComponentType } from 'react';
import type { AdminRouteId } from '../../shared/route-tables/ids';
import type { AreaProps } from '../router/area-props';

/** Admin screens by route id (src/shared/routes.ts). Each feature folder exports its own map; AdminArea merges them. */
export type AdminPages = Readonly<Partial<Record<AdminRouteId, ComponentType<AreaProps>>>>;
