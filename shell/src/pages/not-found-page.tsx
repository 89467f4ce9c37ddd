import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '@booknook/design-system';
import { useServerStatus } from '../app/server-status';
import { useI18n } from '@booknook/platform';
import { messages } from '../messages';

const Center = styled(Page)`
  display: grid;
  place-items: center;
  text-align: center;
  min-height: 60vh;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

export function NotFoundPage() {
  const { t } = useI18n();
  useServerStatus(404);
  return (
    <Center>
      <PageTitle title={t(messages.notFound.pageTitle)} />
      <div>
        <h1>{t(messages.notFound.title)}</h1>
        <p>{t(messages.notFound.body)}</p>
        <Link to="/">{t(messages.notFound.back)}</Link>
      </div>
    </Center>
  );
}
