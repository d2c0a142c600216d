import { LegalDocument } from '../../components/LegalDocument';
import { TERMS, TERMS_LAST_UPDATED } from '../../content/terms';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <div className="container page page--reading">
      <header className="page-header">
        <h1>Terms of Service</h1>
        <p>
          Last updated <time dateTime={TERMS_LAST_UPDATED}>{TERMS_LAST_UPDATED}</time>
        </p>
      </header>
      <LegalDocument sections={TERMS} />
    </div>
  );
}
