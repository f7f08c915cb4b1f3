import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';

/**
 * The reference pages of /resources (issue 9), each its own chunk: a visitor on any other page downloads neither,
 * and a server-rendered page keeps its HTML on screen while its chunk arrives.
 */
const DielectricStrengthPage = lazy(() => import('./DielectricStrengthPage').then((m) => ({ default: m.DielectricStrengthPage })));
const TestVoltagePage = lazy(() => import('./TestVoltagePage').then((m) => ({ default: m.TestVoltagePage })));

export default function ResourcePages({ route }: AreaProps) {
  return route.id === 'dielectricStrength' ? <DielectricStrengthPage /> : <TestVoltagePage />;
}
