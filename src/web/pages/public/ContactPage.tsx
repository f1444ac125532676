/** Placeholder until built. */
export default function ContactPage() {
  return <div>ContactPage</div>;
}
