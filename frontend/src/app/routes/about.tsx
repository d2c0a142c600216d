export default function AboutPage() {
  return (
    <div className="container page">
      <h1>about</h1>
    </div>
  );
}
