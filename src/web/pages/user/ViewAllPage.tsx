/** Placeholder until built. */
export default function ViewAllPage() {
  return <div>ViewAllPage</div>;
}
