import { RecentFiles } from '../../features/documents/components/RecentFiles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session';

export default function DocumentsPage() {
  useDocumentTitle('Your Recent Files');
  const { token } = useSession();
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Your Recent Files</h1>
        <p>Workbooks can be downloaded for 24 hours after upload; then the files are deleted.</p>
      </header>
      <RecentFiles token={token} />
    </div>
  );
}
