import { ModerationScreen } from '../features/moderation/components/moderation-screen';
import { MembersPage } from '../lib/members-page';
import { messages } from '../messages';

/** /moderation: moderators review listings and reports. The API decides who is a moderator; others see a refusal. */
export default function ModerationPage() {
  return (
    <MembersPage title={messages.moderation.title} intro={messages.moderation.intro}>
      <ModerationScreen />
    </MembersPage>
  );
}
