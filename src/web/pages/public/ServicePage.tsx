/** Placeholder until built. */
export default function ServicePage() {
  return <div>ServicePage</div>;
}
