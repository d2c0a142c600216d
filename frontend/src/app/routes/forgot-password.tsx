export default function ForgotPasswordPage() {
  return (
    <div className="container page">
      <h1>forgot-password</h1>
    </div>
  );
}
