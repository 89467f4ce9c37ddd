import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageTitle } from '@booknook/design-system';
import { MembersOnly } from './members-only';

const Intro = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A members-only account page: its title and a line of intro for everyone, the screen itself only after sign-in. */
export function MembersPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <Intro>{intro}</Intro>
      <MembersOnly>{children}</MembersOnly>
    </Page>
  );
}
