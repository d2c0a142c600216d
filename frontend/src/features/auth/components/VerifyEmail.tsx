import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { serverMessage } from '../../../lib/api';
import { useVerifyEmailQuery } from '../api';

const REDIRECT_MS = 3000;

export function VerifyEmail({ token }: { token: string | null }) {
  const { data, error, isLoading, isUninitialized } = useVerifyEmailQuery(token ?? skipToken);
  const navigate = useNavigate();
  const message = data?.message ?? serverMessage(error);
  const verified = Boolean(message?.toLowerCase().includes('success'));

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (!token) return <Alert tone="error">No token provided.</Alert>;
  if (isLoading || isUninitialized) return <Spinner label="Verifying..." />;
  if (verified) return <Alert tone="success">Email address verified! Redirecting to home page...</Alert>;
  if (message) return <Alert tone={error ? 'error' : 'info'}>{message}</Alert>;
  return (
    <Alert tone="error">
      <p>Verification failed.</p>
      <Link to="/">Go to the homepage</Link>
    </Alert>
  );
}
