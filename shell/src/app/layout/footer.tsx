import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@booknook/design-system';
import { useI18n } from '@booknook/platform';
import { messages } from '../../messages';
import { LogoMark } from './icons';

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.ink};
  color: #d9e2ec;
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr;
    padding: 3rem 2rem 1.5rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
    color: #fff;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.4rem;
  }
  a {
    color: #d9e2ec;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  font-weight: 800;
  font-size: 1.15rem;
  color: #fff;
`;

const About = styled.p`
  margin: 0;
  max-width: 42ch;
  color: #bcccdc;
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.875rem;
  color: #9fb3c8;
  ${media.md} {
    padding: 1rem 2rem;
  }
`;

export function Footer() {
  const { t } = useI18n();
  return (
    <Wrapper>
      <Columns>
        <div>
          <Brand>
            <LogoMark />
            {t(messages.productName)}
          </Brand>
          <About>{t(messages.footer.about)}</About>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t(messages.footer.quickLinks)}</h2>
          <ul>
            <li>
              <Link to="/">{t(messages.footer.home)}</Link>
            </li>
            <li>
              <Link to="/books">{t(messages.footer.browse)}</Link>
            </li>
            <li>
              <Link to="/sell">{t(messages.footer.sell)}</Link>
            </li>
            <li>
              <Link to="/mybooks">{t(messages.footer.myBooks)}</Link>
            </li>
            <li>
              <Link to="/bookmarks">{t(messages.footer.myBookmarks)}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t(messages.footer.help)}</h2>
          <ul>
            {/* BookNook's own pages (issue 14), not a placeholder. */}
            <li>
              <Link to="/terms">{t(messages.footer.terms)}</Link>
            </li>
            <li>
              <Link to="/privacy">{t(messages.footer.privacy)}</Link>
            </li>
            <li>
              <Link to="/contact">{t(messages.footer.contact)}</Link>
            </li>
          </ul>
        </nav>
      </Columns>
      <Bottom>{t(messages.footer.copyright, { year: new Date().getFullYear() })}</Bottom>
    </Wrapper>
  );
}
