export default function CreditsPage() {
  return (
    <div className="container page">
      <h1>credits</h1>
    </div>
  );
}
