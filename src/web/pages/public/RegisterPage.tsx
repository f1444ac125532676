/** Placeholder until built. */
export default function RegisterPage() {
  return <div>RegisterPage</div>;
}
