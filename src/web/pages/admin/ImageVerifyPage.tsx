/** Placeholder until built. */
export default function ImageVerifyPage() {
  return <div>ImageVerifyPage</div>;
}
