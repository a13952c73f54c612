import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route's screen loaded on first visit: `lazy: lazyPage(() => import('./UsersPage.tsx'), (m) => m.UsersPage)`. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: pick(await load()) });
}
