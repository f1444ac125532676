/** Placeholder until built. */
export default function ActivationPendingPage() {
  return <div>ActivationPendingPage</div>;
}
