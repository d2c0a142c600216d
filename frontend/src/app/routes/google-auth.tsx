export default function GoogleAuthPage() {
  return (
    <div className="container page">
      <h1>google-auth</h1>
    </div>
  );
}
