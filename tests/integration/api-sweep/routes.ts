import { accountRoutes } from './table-accounts';
import { commerceRoutes } from './table-commerce';
import { rewardRoutes } from './table-rewards';
import { operatorRoutes } from './table-operator';
import { visitorRoutes } from './table-visitors';
import type { Method, MethodSpec, RouteSpec } from './types';

/** Every API route the sweep knows; coverage.test.ts fails when a route file is missing here. */
export const SWEPT_ROUTES: RouteSpec[] = [
  ...visitorRoutes,
  ...commerceRoutes,
  ...accountRoutes,
  ...rewardRoutes,
  ...operatorRoutes,
];

export const sweptMethods = (route: RouteSpec) => Object.entries(route.methods) as [Method, MethodSpec][];
