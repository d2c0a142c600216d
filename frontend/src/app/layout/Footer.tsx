import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__copy">© 2025 bankxl. Bank statements to Excel, checked.</p>
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li><Link to="/about">About</Link></li>
            <li><Link to="/terms">Terms</Link></li>
            <li><Link to="/privacy">Privacy</Link></li>
            <li><Link to="/faq">FAQ</Link></li>
            <li><Link to="/blog">Blog</Link></li>
            <li><Link to="/accuracy">Accuracy</Link></li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
