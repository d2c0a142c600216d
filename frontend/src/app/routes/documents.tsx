export default function DocumentsPage() {
  return (
    <div className="container page">
      <h1>documents</h1>
    </div>
  );
}
