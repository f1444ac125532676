/** Placeholder until built. */
export default function UserDashboardPage() {
  return <div>UserDashboardPage</div>;
}
