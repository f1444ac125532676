import { Outlet } from 'react-router';
/** Placeholder until built. */
export default function UserLayout() {
  return <Outlet />;
}
