import { useEffect } from 'react';
import { Layout } from 'antd';
import { ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { SlideOutlet } from '../../ui/SlideOutlet.tsx';
import { useRouteBackground, useRouteTitle } from '../../ui/route-handle.ts';
import { registerNavigate } from '../navigation.ts';
import { renewIfNeeded, startRenewalTimer } from '../session/renewal.ts';
import { useAuth } from '../session/use-session.ts';
import { AppFooter } from './AppFooter.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { TopBar } from './TopBar.tsx';
import './shell.css';

/** The frame of every page: top bar when signed in, the page with its slide, footer and loading overlay. */
export function AppShell() {
  const { isAuthorized } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const background = useRouteBackground();
  const title = useRouteTitle();

  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => startRenewalTimer(), []);
  useEffect(() => renewIfNeeded(), [location.pathname]);

  useEffect(() => {
    document.title = title ? `${title} – Kaj` : 'Kaj';
  }, [title]);

  return (
    <Layout className={`app-layout app-layout--${background}`}>
      {isAuthorized && <TopBar />}
      <Layout.Content className="app-content">
        <SlideOutlet depth={1} />
      </Layout.Content>
      <AppFooter inverted={background === 'blue'} />
      <LoadingOverlay />
      <ScrollRestoration />
    </Layout>
  );
}
