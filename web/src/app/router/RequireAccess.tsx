import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Access } from '@kaj/contract';
import { loginWithReturnUrl, paths } from '../paths.ts';
import { hasAccess } from '../session/role-flags.ts';
import { useSession } from '../session/use-session.ts';

interface Props {
  access: Access;
  children?: ReactNode;
}

/**
 * Route guard (specification section 2): nobody signed in goes to login with the attempted
 * address as returnUrl; a signed-in user without a matching role goes to the root path.
 */
export function RequireAccess({ access, children }: Props) {
  const session = useSession();
  const location = useLocation();
  if (access === 'public') return children ?? <Outlet />;
  if (!session) return <Navigate to={loginWithReturnUrl(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (!hasAccess(session.roles, access)) return <Navigate to={paths.root} replace />;
  return children ?? <Outlet />;
}
