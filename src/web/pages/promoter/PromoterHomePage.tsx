/** Placeholder until built. */
export default function PromoterHomePage() {
  return <div>PromoterHomePage</div>;
}
