export default function BlogPage() {
  return (
    <div className="container page">
      <h1>blog</h1>
    </div>
  );
}
