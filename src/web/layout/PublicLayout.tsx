import { Outlet } from 'react-router';
/** Placeholder until built. */
export default function PublicLayout() {
  return <Outlet />;
}
