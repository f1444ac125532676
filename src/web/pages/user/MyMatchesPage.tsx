/** Placeholder until built. */
export default function MyMatchesPage() {
  return <div>MyMatchesPage</div>;
}
