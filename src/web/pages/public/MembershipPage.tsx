/** Placeholder until built. */
export default function MembershipPage() {
  return <div>MembershipPage</div>;
}
