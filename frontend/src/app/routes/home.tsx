export default function HomePage() {
  return (
    <div className="container page">
      <h1>home</h1>
    </div>
  );
}
