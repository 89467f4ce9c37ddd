import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, media, type ButtonVariant } from '@booknook/design-system';
import heroImage from '../../assets/hero-bookshelf.svg';
import { useI18n } from '@booknook/platform';
import { messages } from '../../messages';

/** docs/product.md §9: the overlay is 70% opaque until the background has loaded, then 60%, with a 1 s fade. */
export const OVERLAY_LOADING = 0.7;
export const OVERLAY_LOADED = 0.6;

const Wrapper = styled.section`
  position: relative;
  display: grid;
  place-items: center;
  /* One column no wider than the screen: the content shrinks to fit rather than being clipped at 320 px. */
  grid-template-columns: minmax(0, 1fr);
  /* As tall as its content: the newest books show right below it, on a phone in the first screen (issue 36). */
  padding: 1.25rem 1rem 1.5rem;
  overflow: hidden;
  ${media.md} {
    padding: 5rem 1rem;
  }
  text-align: center;
  color: #fff;
  background: #3b2416 url(${heroImage}) center / cover no-repeat;
`;

const Overlay = styled.div<{ $loaded: boolean }>`
  position: absolute;
  inset: 0;
  background: #12181f;
  opacity: ${({ $loaded }) => ($loaded ? OVERLAY_LOADED : OVERLAY_LOADING)};
  transition: opacity 1s ease;
`;

const Content = styled.div`
  position: relative;
  /* The column's width, not the content's: the search box's input would otherwise push it past a 320 px screen. */
  width: 100%;
  max-width: 760px;
  h1 {
    margin: 0 0 0.75rem;
    /* 'Neighbourhood.' on one line down to 320 px. */
    font-size: clamp(1.5rem, 6vw, 3.6rem);
    line-height: 1.08;
    letter-spacing: -0.02em;
  }
`;

const SearchForm = styled.form`
  display: flex;
  gap: 0.5rem;
  max-width: 600px;
  margin: 0 auto 1rem;
  padding: 0.4rem;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  input {
    flex: 1;
    min-width: 0;
    padding: 0.6rem 0.75rem;
    border: none;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  ${media.md} {
    min-width: 180px;
  }
`;

const LightOutline = styled(ButtonLink)`
  color: #fff;
  border-color: rgba(255, 255, 255, 0.85);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export function Hero() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [backgroundLoaded, setBackgroundLoaded] = useState(false);
  const preloader = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // With server rendering the image may have loaded before React attached onLoad.
    if (preloader.current?.complete) setBackgroundLoaded(true);
  }, []);

  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not from state: words typed before hydration are in the input but were never in state.
    const field = new FormData(event.currentTarget).get('name');
    const text = typeof field === 'string' ? field.trim() : '';
    if (text) void navigate(`/books?name=${encodeURIComponent(text)}`);
  };

  return (
    <Wrapper>
      {/* Preloads the background (the home page's largest paint: fetched first); either outcome ends the "loading" overlay. */}
      <img
        ref={preloader}
        src={heroImage}
        alt=""
        hidden
        fetchPriority="high"
        onLoad={() => setBackgroundLoaded(true)}
        onError={() => setBackgroundLoaded(true)}
        data-testid="hero-preloader"
      />
      <Overlay $loaded={backgroundLoaded} data-testid="hero-overlay" />
      <Content>
        <h1>{t(messages.home.headline)}</h1>
        {/* action and name: submitted before the page's code has run (or without it), the form asks /books itself. */}
        <SearchForm role="search" action="/books" onSubmit={onSearch}>
          <input type="search" name="name" aria-label={t(messages.home.searchLabel)} placeholder={t(messages.home.searchPlaceholder)} />
          <Button type="submit">{t(messages.home.search)}</Button>
        </SearchForm>
        <Actions>
          <ButtonLink to="/books">{t(messages.home.browseAll)}</ButtonLink>
          <LightOutline to="/sell" $variant="outline">
            {t(messages.home.sellYours)}
          </LightOutline>
        </Actions>
      </Content>
    </Wrapper>
  );
}
