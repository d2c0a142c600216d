export default function NotFoundPage() {
  return (
    <div className="container page">
      <h1>not-found</h1>
    </div>
  );
}
