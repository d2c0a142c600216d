import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { useSession } from '../../session';

const navClass = ({ isActive }: { isActive: boolean }) => `nav__link${isActive ? ' nav__link--active' : ''}`;

export function NavBar() {
  const { token, user, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Close the mobile menu after every navigation.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  const onSignOut = () => {
    signOut();
    navigate('/login');
  };

  return (
    <header className="topbar">
      <nav className="nav container" aria-label="Main">
        <Link to="/" className="brand" aria-label="bankxl home">
          <span className="brand__mark" aria-hidden="true">
            <svg viewBox="0 0 32 32" width="28" height="28">
              <rect width="32" height="32" rx="7" fill="currentColor" />
              <path d="M9 9h6l2 4 2-4h6l-5 7 5 7h-6l-2-4-2 4H9l5-7z" fill="#fff" />
            </svg>
          </span>
          <span className="brand__name">
            bank<strong>xl</strong>
          </span>
        </Link>
        <Link to="/" className={`${buttonClass('primary', 'sm')} nav__cta`} aria-label="Convert PDF to Excel">
          <span className="nav__cta-full">Convert PDF to Excel</span>
          <span className="nav__cta-short" aria-hidden="true">
            Convert PDF
          </span>
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <ul id="main-menu" className={`nav__links${menuOpen ? ' nav__links--open' : ''}`}>
          <li>
            <NavLink to="/pricing" className={navClass}>
              Pricing
            </NavLink>
          </li>
          <li>
            <NavLink to="/credits" className={navClass}>
              {user ? `Credits (${user.credits})` : 'Credits'}
            </NavLink>
          </li>
          <li>
            <NavLink to="/documents" className={navClass}>
              Documents
            </NavLink>
          </li>
          <li>
            <NavLink to="/profile" className={navClass}>
              Profile
            </NavLink>
          </li>
          <li>
            <NavLink to="/faq" className={navClass}>
              FAQ
            </NavLink>
          </li>
          <li>
            <NavLink to="/blog" className={navClass}>
              Blog
            </NavLink>
          </li>
          <li className="nav__session">
            {token ? (
              <button type="button" className="nav__link nav__link--button" onClick={onSignOut}>
                Sign out
              </button>
            ) : (
              <NavLink to="/login" className={navClass}>
                Login
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
