import styled from 'styled-components';
import { Page } from '@booknook/shared-ui';
import { ModerationScreen } from '../features/moderation/components/moderation-screen';
import { BuildMarker } from '../lib/build-marker';
import { MembersOnly } from '../lib/members-only';
import { messages } from '../messages';

const Intro = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /moderation: moderators review listings and reports. The API decides who is a moderator; others see a refusal. */
export default function ModerationPage() {
  return (
    <Page>
      <h1>{messages.moderation.title}</h1>
      <Intro>{messages.moderation.intro}</Intro>
      <MembersOnly>
        <ModerationScreen />
      </MembersOnly>
      <BuildMarker />
    </Page>
  );
}
