import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from '../federation/remote-route';
import { remoteRoutes } from '../federation/remote-routes';
import { ClientOnly } from '../federation/server-remote-pages';
import { GuestOnly } from '../features/auth/guest-only';
import { PasskeyOfferAfterSignIn } from '../features/passkey-offer/offer-moment';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { MainLayout } from './layout/main-layout';
import { PageLoading } from './page-loading';
import { PageTitleAnnouncer } from './page-title-announcer';
import { RouteErrorBoundary } from './route-error-boundary';

// Sign-in and registration pull in Formik and Yup: loaded on demand, so the home page does not pay for them.
const LoginPage = lazy(() => import('../pages/login-page').then(({ LoginPage }) => ({ default: LoginPage })));
const RegisterPage = lazy(() => import('../pages/register-page').then(({ RegisterPage }) => ({ default: RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page').then(({ ForgotPasswordPage }) => ({ default: ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password-page').then(({ ResetPasswordPage }) => ({ default: ResetPasswordPage })),
);
const UnsubscribePage = lazy(() => import('../pages/unsubscribe-page').then(({ UnsubscribePage }) => ({ default: UnsubscribePage })));
const RenewPage = lazy(() => import('../pages/renew-page').then(({ RenewPage }) => ({ default: RenewPage })));
const SuspendedPage = lazy(() => import('../features/suspension/suspended-page').then(({ SuspendedPage }) => ({ default: SuspendedPage })));
const EmailLinkPage = lazy(() => import('../pages/email-link-page').then(({ EmailLinkPage }) => ({ default: EmailLinkPage })));
const MePage = lazy(() => import('../pages/me-page').then(({ MePage }) => ({ default: MePage })));
const VerifyEmailPage = lazy(() => import('../pages/verify-email-page').then(({ VerifyEmailPage }) => ({ default: VerifyEmailPage })));
// Terms, privacy and contact are read rarely: their text stays out of the first load.
const legalPages = () => import('../features/legal/legal-pages');
const TermsPage = lazy(() => legalPages().then(({ TermsPage }) => ({ default: TermsPage })));
const PrivacyPage = lazy(() => legalPages().then(({ PrivacyPage }) => ({ default: PrivacyPage })));
const ContactPage = lazy(() => legalPages().then(({ ContactPage }) => ({ default: ContactPage })));

function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** Sign-in and registration: rendered in the browser only (a form submitted before hydration would be lost). */
function GuestScreen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ClientOnly name={name}>
        <GuestOnly>{children}</GuestOnly>
      </ClientOnly>
    </Suspense>
  );
}

/**
 * The one router's routes (docs/architecture.md §2): the shell's own screens and the pages its remotes expose.
 * Declarative routes under a BrowserRouter: data comes from SWR, so the data router's loaders and actions would be
 * 16 KB gzip of unused code on every first visit (docs/architecture.md §7).
 */
export function AppRoutes() {
  return (
    <PageTitleAnnouncer>
      <RouteErrorBoundary>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path="/" element={<HomePage />} />
            {remoteRoutes.map(({ path, id, prefetchData }) => (
              <Route key={path} path={path} element={<RemoteRoute id={id} prefetchData={prefetchData} />} />
            ))}
            <Route
              path="/me"
              element={
                <LazyPage>
                  <MePage />
                </LazyPage>
              }
            />
            <Route
              path="/terms"
              element={
                <LazyPage>
                  <TermsPage />
                </LazyPage>
              }
            />
            <Route
              path="/privacy"
              element={
                <LazyPage>
                  <PrivacyPage />
                </LazyPage>
              }
            />
            <Route
              path="/contact"
              element={
                <LazyPage>
                  <ContactPage />
                </LazyPage>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route
            path="/login"
            element={
              <GuestScreen name="Sign In">
                <LoginPage />
              </GuestScreen>
            }
          />
          <Route
            path="/register"
            element={
              <GuestScreen name="Register">
                <RegisterPage />
              </GuestScreen>
            }
          />
          <Route
            path="/forgot-password"
            element={
              <GuestScreen name="Forgot password">
                <ForgotPasswordPage />
              </GuestScreen>
            }
          />
          {/* Not for guests only: an emailed link may be opened in a browser that is signed in. */}
          <Route
            path="/reset-password"
            element={
              <Suspense fallback={<PageLoading />}>
                <ClientOnly name="Reset password">
                  <ResetPasswordPage />
                </ClientOnly>
              </Suspense>
            }
          />
          {/* Where a suspended member's visits land (server/suspended-visit.ts): rendered on the server with the reason. */}
          <Route
            path="/suspended"
            element={
              <LazyPage>
                <SuspendedPage />
              </LazyPage>
            }
          />
          {/* Emailed links too: opened signed in, signed out, or signed in as someone else. */}
          {(
            [
              ['/verify-email', 'Confirm your email address', <VerifyEmailPage key="verify" />],
              ['/unsubscribe', 'Stop these emails', <UnsubscribePage key="unsubscribe" />],
              ['/renew', 'Keep your book listed', <RenewPage key="renew" />],
              ['/email-code', 'Continue to BookNook', <EmailLinkPage key="email-code" />],
            ] as const
          ).map(([path, name, page]) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <ClientOnly name={name}>{page}</ClientOnly>
                </Suspense>
              }
            />
          ))}
        </Routes>
        <PasskeyOfferAfterSignIn />
      </RouteErrorBoundary>
    </PageTitleAnnouncer>
  );
}
