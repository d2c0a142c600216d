import { Link } from 'react-router-dom';
import { FAQ } from '../../content/faq';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <div className="container page page--reading">
      <header className="page-header">
        <h1>Frequently asked questions</h1>
        <p>Cannot find your answer? Contact Support from the home page: we reply within 24 hours.</p>
        <p>
          How accurate is the conversion? <Link to="/accuracy">Our accuracy page</Link> shows what the engine scores on
          every set of test statements we measure it on, and how to reproduce it.
        </p>
      </header>
      <div className="faq-list" data-testid="faq-list">
        {FAQ.map((entry, i) => (
          <details key={entry.question} className="faq" open={i === 0}>
            <summary>{entry.question}</summary>
            <div className="faq__answer">
              {entry.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
