import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';
import HomePage from './routes/home';

// The converter is the landing page, so it ships in the main bundle; every other page loads on demand.
const RegisterPage = lazy(() => import('./routes/register'));
const LoginPage = lazy(() => import('./routes/login'));
const PricingPage = lazy(() => import('./routes/pricing'));
const CreditsPage = lazy(() => import('./routes/credits'));
const DocumentsPage = lazy(() => import('./routes/documents'));
const DocumentPage = lazy(() => import('./routes/document'));
const ProfilePage = lazy(() => import('./routes/profile'));
const VerifyEmailPage = lazy(() => import('./routes/verify-email'));
const TermsPage = lazy(() => import('./routes/terms'));
const AboutPage = lazy(() => import('./routes/about'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const GoogleAuthPage = lazy(() => import('./routes/google-auth'));
const FaqPage = lazy(() => import('./routes/faq'));
const BlogPage = lazy(() => import('./routes/blog'));
const DevelopersPage = lazy(() => import('./routes/developers'));
const AccuracyPage = lazy(() => import('./routes/accuracy'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Every path of SPEC §2, and /accuracy (issue 24). Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/credits', element: <CreditsPage /> },
      { path: '/documents', element: <DocumentsPage /> },
      { path: '/documents/:id', element: <DocumentPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/google-auth', element: <GoogleAuthPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/developers', element: <DevelopersPage /> },
      { path: '/accuracy', element: <AccuracyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
