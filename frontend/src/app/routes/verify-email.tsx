export default function VerifyEmailPage() {
  return (
    <div className="container page">
      <h1>verify-email</h1>
    </div>
  );
}
