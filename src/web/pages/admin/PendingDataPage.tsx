/** Placeholder until built. */
export default function PendingDataPage() {
  return <div>PendingDataPage</div>;
}
