import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className="container page page--reading">
      <header className="page-header">
        <h1>About bankxl</h1>
        <p>Bank statements into spreadsheets you can trust.</p>
      </header>
      <div className="prose">
        <h2>Our story</h2>
        <p>
          bankxl started at a kitchen table during a month-end close. A small business owner had a year of PDF statements
          from three banks and an accountant asking for them in Excel. Copying and pasting scrambled the columns;
          retyping took an evening per statement and still left errors that only showed up when the totals did not match.
        </p>
        <p>
          The converters we tried either needed a template for each bank or produced a table that looked right and was
          quietly wrong: a missed row at a page break, a minus sign read as a dash. So we built one that reads any bank's
          layout and, above all, checks its own work.
        </p>
        <h2>Our mission</h2>
        <p>
          We want converting a statement to take seconds and to be provably right. Every workbook has a Summary sheet
          that compares the transactions with the balances printed on the statement and tells you plainly whether they
          match: verified, not verified, or cannot verify when the statement prints no balances.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Your statements are yours.</strong> Files are deleted 24 hours after upload and never passed to third
            parties.
          </li>
          <li>
            <strong>Pay for what you use.</strong> One credit per page, 1 free page every 24 hours without an account, and
            3 free credits when you register.
          </li>
          <li>
            <strong>Say when something is wrong.</strong> A conversion that does not add up is flagged, never hidden.
          </li>
          <li>
            <strong>Answer people.</strong> Our support team replies within 24 hours.
          </li>
        </ul>
        <h2>Who uses bankxl</h2>
        <p>
          Bookkeepers and accountants reconciling clients' accounts, small businesses preparing their books and tax
          returns, and individuals budgeting or applying for a mortgage. If you work with statements, we would like to
          hear from you.
        </p>
        <p>
          <Link className={buttonClass('primary')} to="/">
            Convert a statement
          </Link>
        </p>
      </div>
    </div>
  );
}
