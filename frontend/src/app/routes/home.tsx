import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';
import { BatchUpload } from '../../features/batch/components/BatchUpload';
import { ContactDialog } from '../../features/contact/components/ContactDialog';
import { Converter } from '../../features/converter/components/Converter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session';

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Secure',
    text: 'Files travel over HTTPS, are never passed to third parties, and are deleted from our servers 24 hours after upload.',
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 9.5 4-1.2 7-5 7-9.5V6z M9 12l2 2 4-4" />,
  },
  {
    title: 'Institutional',
    text: 'Works with statements from banks and card issuers around the world: many date and number formats, several accounts and currencies in one file.',
    icon: <path d="M3 10 12 4l9 6M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18" />,
  },
  {
    title: 'Accurate',
    text: 'Every workbook is checked: opening balance plus transactions must equal the closing balance. The Summary sheet tells you if it verified.',
    icon: <path d="M4 12l5 5L20 6" />,
  },
];

export default function HomePage() {
  useDocumentTitle('');
  const { user } = useSession();
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <h1>Convert PDF bank statements to Excel in seconds</h1>
            <p className="hero__lead">
              Upload a statement, get a clean workbook with dates, descriptions, amounts and balances in their own
              columns, checked against the statement totals.
            </p>
            <ul className="hero__points">
              <li>1 free page every 24 hours, no account needed</li>
              <li>Balance check on every conversion</li>
              <li>Files deleted after 24 hours</li>
            </ul>
          </div>
          <Converter user={user} />
        </div>
      </section>

      {user ? <BatchUpload /> : null}

      <section className="section container" aria-labelledby="why-title">
        <h2 id="why-title" className="section__title">
          Built for people who reconcile for a living
        </h2>
        <p className="section__lead">Accountants, bookkeepers and small businesses use bankxl to skip the retyping.</p>
        <div className="grid-3">
          {features.map((feature) => (
            <article key={feature.title} className="card">
              <div className="feature__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2"
                  strokeLinecap="round" strokeLinejoin="round">
                  {feature.icon}
                </svg>
              </div>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section container" aria-labelledby="tiers-title">
        <h2 id="tiers-title" className="section__title">
          Start free, pay only for pages you convert
        </h2>
        <p className="section__lead">One credit converts one page. Credits never expire.</p>
        <div className="grid-3">
          <article className="card tier">
            <h3>Anonymous</h3>
            <p className="tier__price">Free</p>
            <ul>
              <li>1 page every 24 hours</li>
              <li>No sign-up</li>
              <li>Balance check included</li>
            </ul>
            <a href="#converter" className={buttonClass('secondary', 'md', true)}>
              Convert now
            </a>
          </article>
          <article className="card tier tier--featured">
            <h3>Registered</h3>
            <p className="tier__price">3 free credits</p>
            <ul>
              <li>3 pages free when you sign up</li>
              <li>Your converted files for 24 hours</li>
              <li>Credit history and referrals</li>
            </ul>
            <Link to="/register" className={buttonClass('primary', 'md', true)}>
              Register free
            </Link>
          </article>
          <article className="card tier">
            <h3>Purchase Credits</h3>
            <p className="tier__price">from $0.50</p>
            <ul>
              <li>Packs from 1 to 48,000 credits</li>
              <li>Bulk packs for firms</li>
              <li>Pay once, no subscription</li>
            </ul>
            <Link to="/pricing" className={buttonClass('secondary', 'md', true)}>
              See pricing
            </Link>
          </article>
        </div>
      </section>

      <section className="section container support-band" aria-labelledby="support-title">
        <h2 id="support-title">A statement that will not convert?</h2>
        <p className="section__lead">Tell us which bank it is from. Our support team replies within 24 hours.</p>
        <Button variant="secondary" size="lg" onClick={() => setContactOpen(true)}>
          Contact Support
        </Button>
      </section>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </>
  );
}
