export default function ProfilePage() {
  return (
    <div className="container page">
      <h1>profile</h1>
    </div>
  );
}
