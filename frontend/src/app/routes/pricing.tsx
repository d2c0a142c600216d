export default function PricingPage() {
  return (
    <div className="container page">
      <h1>pricing</h1>
    </div>
  );
}
