import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { AuthorizePage } from './authorize';
import { ChangePasswordPage } from './change-password';
import { ForgotPasswordPage } from './forgot-password';
import { ForgotUsernamePage } from './forgot-username';
import { LoginPage } from './login';
import { PrivacyPage } from './privacy';
import { SignupPage } from './signup';
import { TermsPage } from './terms';
import { WelcomePage } from './welcome';

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
