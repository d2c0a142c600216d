import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';

/** Shown instead of a page that failed to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="container not-found" role="alert">
      <h1>Something went wrong</h1>
      <p className="muted">
        {status === 404 ? 'This page does not exist.' : 'This page could not be shown. Reloading usually fixes it.'}
      </p>
      <div className="row" style={{ justifyContent: 'center' }}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link className={buttonClass('secondary')} to="/" reloadDocument>
          Go to the converter
        </Link>
      </div>
    </div>
  );
}
