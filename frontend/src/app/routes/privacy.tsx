export default function PrivacyPage() {
  return (
    <div className="container page">
      <h1>privacy</h1>
    </div>
  );
}
