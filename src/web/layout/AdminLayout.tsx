import { Outlet } from 'react-router';
/** Placeholder until built. */
export default function AdminLayout() {
  return <Outlet />;
}
