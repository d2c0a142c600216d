export default function LoginPage() {
  return (
    <div className="container page">
      <h1>login</h1>
    </div>
  );
}
