import { Link } from 'react-router-dom';

export function Footer() {
  // The year the visitor's clock says, read when the footer renders: a constant went stale every January.
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__copy">© {year} bankxl. Bank statements to Excel, checked.</p>
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
