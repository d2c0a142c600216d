export default function ResetPasswordPage() {
  return (
    <div className="container page">
      <h1>reset-password</h1>
    </div>
  );
}
