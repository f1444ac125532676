/** Placeholder until built. */
export default function MyInterestsPage() {
  return <div>MyInterestsPage</div>;
}
