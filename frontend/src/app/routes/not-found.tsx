import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container not-found">
      <h1>Page not found</h1>
      <p className="muted">The page you asked for does not exist or has moved.</p>
      <Link className={buttonClass('primary')} to="/">
        Go to the converter
      </Link>
    </div>
  );
}
