import { useEffect } from 'react';
import { LoadingPage } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The legacy key under which a third-party sign-in's answer is handed to the login window. */
const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/**
 * /auth-redirect, open without a token: the landing page of a third-party sign-in popup. It
 * hands the answer's query to the login window through local storage and closes; opened
 * directly, it goes to the login page.
 */
export const AuthRedirectPage = () => {
  const navigate = useNavigate();
  useEffect(() => {
    localStorage.setItem(OAUTH_CODE_KEY, window.location.search.slice(1));
    if (window.opener) window.close();
    else navigate('/login', { replace: true });
  }, [navigate]);
  return <LoadingPage />;
};
