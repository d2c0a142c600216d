export default function TermsPage() {
  return (
    <div className="container page">
      <h1>terms</h1>
    </div>
  );
}
