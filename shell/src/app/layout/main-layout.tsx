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
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return (
    <Frame>
      <Header />
      <Outlet />
      <Footer />
    </Frame>
  );
}
