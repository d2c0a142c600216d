import { useState } from 'react';
import { ContactDialog } from '../../features/contact/components/ContactDialog';
import { Plans } from '../../features/pricing/components/Plans';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session';

export default function PricingPage() {
  useDocumentTitle('Pricing');
  const { token } = useSession();
  const [contactAbout, setContactAbout] = useState<string | null>(null);
  return (
    <div className="container page">
      <header className="page-header center">
        <h1>Simple pricing: one credit per page</h1>
        <p>Buy a pack once and use it whenever you need. No subscription, credits do not expire.</p>
      </header>
      <Plans isSignedIn={Boolean(token)} onContact={(plan) => setContactAbout(plan.name)} />
      <p className="small muted center" style={{ marginTop: 'var(--sp-5)' }}>
        Prices in US dollars. Anonymous visitors get 1 free page every 24 hours; registering adds 3 free credits.
      </p>
      <ContactDialog
        key={contactAbout ?? 'none'}
        open={contactAbout !== null}
        onClose={() => setContactAbout(null)}
        subject={contactAbout ? `I'm interested in the ${contactAbout} plan.` : undefined}
      />
    </div>
  );
}
