export default function RegisterPage() {
  return (
    <div className="container page">
      <h1>register</h1>
    </div>
  );
}
