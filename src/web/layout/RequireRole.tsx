import { Navigate, Outlet } from 'react-router';
import type { Role } from '../../shared/roles';
import { useSession } from '../auth/useSession';

/**
 * Route guard (SPEC §2): with no stored role, or a role not in `roles`, the visitor is sent to /
 * (history replaced); otherwise the nested route is shown. The server enforces the same rules.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { role } = useSession();
  if (!role || !roles.includes(role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
