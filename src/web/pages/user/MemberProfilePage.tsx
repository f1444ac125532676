/** Placeholder until built. */
export default function MemberProfilePage() {
  return <div>MemberProfilePage</div>;
}
