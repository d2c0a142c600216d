import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { DocumentReview } from '../../features/review/components/DocumentReview';
import { preloadPdf } from '../../features/review/use-pdf-document';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session';

export default function DocumentPage() {
  useDocumentTitle('Review and correct');
  const { id = '' } = useParams();
  const { token } = useSession();
  // The statement's pages download while its rows do.
  useEffect(() => {
    if (token && id) preloadPdf(id);
  }, [id, token]);
  return (
    <div className="container page page--workspace">
      <DocumentReview id={id} token={token} />
    </div>
  );
}
