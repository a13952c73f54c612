import { useMatches } from 'react-router';

/** Page backgrounds of the shell: grey normally, blue on the login pages (specification section 2). */
export type PageBackground = 'grey' | 'blue' | 'white';

/** What a route tells the shell about itself, through React Router's `handle`. */
export interface RouteHandle {
  /** Danish name of the screen: browser tab, placeholders. */
  title?: string;
  background?: PageBackground;
}

function handles(matches: ReturnType<typeof useMatches>): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The innermost route's title. */
export function useRouteTitle(): string | undefined {
  return handles(useMatches()).reduce<string | undefined>((title, handle) => handle.title ?? title, undefined);
}

/** The innermost route's background, grey when none says otherwise. */
export function useRouteBackground(): PageBackground {
  return handles(useMatches()).reduce<PageBackground>((background, handle) => handle.background ?? background, 'grey');
}
