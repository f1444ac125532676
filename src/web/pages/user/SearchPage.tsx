/** Placeholder until built. */
export default function SearchPage() {
  return <div>SearchPage</div>;
}
