import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, Page, PageTitle } from '@booknook/design-system';
import { LEGAL_UPDATED, legalMessages, type LegalSection } from './legal-messages';

/** A readable column: legal text is read, not scanned. */
const Column = styled(Page)`
  max-width: 760px;
  line-height: 1.6;
  h2 {
    margin: 2rem 0 0.5rem;
    font-size: 1.2rem;
    line-height: 1.3;
  }
  p,
  ul {
    margin: 0 0 0.75rem;
  }
  ul {
    padding-left: 1.25rem;
    display: grid;
    gap: 0.4rem;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Intro = styled.p`
  font-size: 1.1rem;
  ${media.md} {
    font-size: 1.15rem;
  }
`;

/** A section of a legal page: its heading, then paragraphs and a list, as the catalogue gives them. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}

/** The frame of /terms, /privacy and /contact: title, date of the text, introduction, then the page's own content. */
export function LegalArticle({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Column>
      <PageTitle title={title} />
      <article>
        <h1>{title}</h1>
        <Updated>{legalMessages.updated(LEGAL_UPDATED)}</Updated>
        <Intro>{intro}</Intro>
        {children}
      </article>
    </Column>
  );
}
