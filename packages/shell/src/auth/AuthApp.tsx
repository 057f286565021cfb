import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { LoginPage } from './login';

// The login page comes with the application; every other page is loaded when it is opened, so
// the login's first load carries neither the welcome carousel nor the sign-up and recovery forms
// (with the validation area and the phone metadata they import).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const WelcomePage = page(() => import(/* webpackChunkName: "auth-welcome" */ './welcome'), 'WelcomePage');
const SignupPage = page(() => import(/* webpackChunkName: "auth-signup" */ './signup'), 'SignupPage');
const TermsPage = page(() => import(/* webpackChunkName: "auth-terms" */ './terms'), 'TermsPage');
const PrivacyPage = page(() => import(/* webpackChunkName: "auth-privacy" */ './privacy'), 'PrivacyPage');
const ForgotPasswordPage = page(
  () => import(/* webpackChunkName: "auth-recovery" */ './forgot-password'),
  'ForgotPasswordPage',
);
const ChangePasswordPage = page(
  () => import(/* webpackChunkName: "auth-recovery" */ './change-password'),
  'ChangePasswordPage',
);
const ForgotUsernamePage = page(
  () => import(/* webpackChunkName: "auth-recovery" */ './forgot-username'),
  'ForgotUsernamePage',
);
const AuthorizePage = page(() => import(/* webpackChunkName: "auth-authorize" */ './authorize'), 'AuthorizePage');

/** The public routes of spec §2 as one application: its own router, all in the auth layout. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route index element={<WelcomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="forgot-username" element={<ForgotUsernamePage />} />
        <Route path="authorize-spotify" element={<AuthorizePage />} />
      </Route>
      {/* Any other path belongs to another application (the guard sends unknown ones to signup). */}
      <Route path="*" element={null} />
    </Routes>
  );
}

export function AuthApp() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
