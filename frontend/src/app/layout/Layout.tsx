import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdSlot } from '../../components/AdSlot';
import { Spinner } from '../../components/Spinner';
import { SessionSync, useSession } from '../../session';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { UserNotice } from './UserNotice';

// SPEC §2: the 90 px bottom banner appears on these pages only.
const PAGES_WITH_BOTTOM_BANNER = new Set(['/', '/documents', '/blog']);

export function Layout() {
  const { pathname } = useLocation();
  const { user, userType } = useSession();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app">
      <SessionSync />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <UserNotice userType={userType} user={user} />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="container page-loading">
              <Spinner label="Loading..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {PAGES_WITH_BOTTOM_BANNER.has(pathname) ? (
        <div className="container">
          <AdSlot placement={104} variant="banner" />
        </div>
      ) : null}
      <Footer />
    </div>
  );
}
