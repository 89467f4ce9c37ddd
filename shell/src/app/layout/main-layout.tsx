import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export function MainLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: current Chromium returns a Promise from scrollTo, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Frame>
      <Header />
      <Outlet />
      <Footer />
    </Frame>
  );
}
