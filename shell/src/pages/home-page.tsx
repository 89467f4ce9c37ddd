import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, media, Page, type ButtonVariant } from '@booknook/shared-ui';
import { messages } from '../messages';

const Hero = styled.section`
  display: grid;
  place-items: center;
  min-height: 600px;
  padding: 3rem 1rem;
  text-align: center;
  color: #fff;
  background: linear-gradient(rgba(18, 24, 31, 0.7), rgba(18, 24, 31, 0.7)), #3d2c1e;
  h1 {
    margin: 0 0 1rem;
    font-size: clamp(2rem, 5vw, 3.5rem);
    line-height: 1.1;
  }
  p {
    margin: 0 auto 2rem;
    max-width: 48ch;
    font-size: 1.15rem;
    color: #f0f4f8;
  }
`;

const SearchForm = styled.form`
  display: flex;
  gap: 0.5rem;
  max-width: 560px;
  margin: 0 auto 1.5rem;
  input {
    flex: 1;
    min-width: 0;
    padding: 0.7rem 1rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: none;
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
`;

const Payment = styled(Page)`
  text-align: center;
  ${media.md} {
    font-size: 1.1rem;
  }
`;

export function HomePage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text) void navigate(`/books?name=${encodeURIComponent(text)}`);
  };
  return (
    <>
      <Hero>
        <div>
          <h1>{messages.home.headline}</h1>
          <p>{messages.home.subline}</p>
          <SearchForm role="search" onSubmit={onSearch}>
            <input
              type="search"
              aria-label={messages.home.searchLabel}
              placeholder={messages.home.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="submit">{messages.home.search}</Button>
          </SearchForm>
          <Actions>
            <ButtonLink to="/books">{messages.home.browseAll}</ButtonLink>
            <ButtonLink to="/sell" $variant="outline">
              {messages.home.sellYours}
            </ButtonLink>
          </Actions>
        </div>
      </Hero>
      <Payment as="section">
        <p>{messages.home.payment}</p>
      </Payment>
    </>
  );
}
