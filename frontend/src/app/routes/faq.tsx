export default function FaqPage() {
  return (
    <div className="container page">
      <h1>faq</h1>
    </div>
  );
}
