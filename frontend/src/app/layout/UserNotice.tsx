import { Link } from 'react-router-dom';
import type { Me, UserType } from '../../session';

/** The notice strip under the navigation: what this kind of user gets (SPEC §2 Layout). */
export function UserNotice({ userType, user }: { userType: UserType; user: Me | undefined }) {
  return (
    <div className={`user-notice user-notice--${userType}`} data-user-type={userType}>
      <div className="container user-notice__inner">
        {userType === 'anonymous' ? (
          <p>
            Guest mode: 1 free page every 24 hours. <Link to="/register">Register</Link> for 3 free credits.
          </p>
        ) : (
          <p>
            {userType === 'paid' ? 'Credit pack account' : 'Registered account'} · {user?.credits ?? 0}{' '}
            {user?.credits === 1 ? 'credit' : 'credits'} left · 1 credit per page
          </p>
        )}
        {user?.deviceWarning ? (
          <p className="user-notice__warning">Multiple accounts detected from this device. No free credits awarded.</p>
        ) : null}
      </div>
    </div>
  );
}
