import { LegalDocument } from '../../components/LegalDocument';
import { PRIVACY, PRIVACY_LAST_UPDATED } from '../../content/privacy';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <div className="container page page--reading">
      <header className="page-header">
        <h1>Privacy Policy</h1>
        <p>
          Last updated <time dateTime={PRIVACY_LAST_UPDATED}>{PRIVACY_LAST_UPDATED}</time>
        </p>
      </header>
      <LegalDocument sections={PRIVACY} />
    </div>
  );
}
