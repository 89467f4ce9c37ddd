import styled from 'styled-components';
import { useI18n } from '@booknook/platform';
import { laterSectionsMessages as text } from './later-sections-messages';
import { Reveal } from './reveal';
import { CardGrid, IconBubble, InfoCard, Section, SectionHeading, SectionInner } from './section';
import { useReveal } from './use-reveal';

/** docs/product.md §2: the section animates in at 20% visibility, each card at 50%; once. */
export const SECTION_REVEAL_THRESHOLD = 0.2;
export const CARD_REVEAL_THRESHOLD = 0.5;

const Payment = styled.p`
  max-width: 640px;
  margin: 2.5rem auto 0;
  padding: 1rem 1.25rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
`;

function StepCard({ step, index }: { step: { title: string; body: string }; index: number }) {
  const { t } = useI18n();
  const { ref, revealed } = useReveal<HTMLDivElement>(CARD_REVEAL_THRESHOLD);
  return (
    <Reveal ref={ref} $revealed={revealed} $delayMs={index * 120} data-testid="how-step">
      <InfoCard>
        <IconBubble aria-hidden="true">{index + 1}</IconBubble>
        <h3>{t(step.title)}</h3>
        <p>{t(step.body)}</p>
      </InfoCard>
    </Reveal>
  );
}

export function HowItWorks() {
  const { t } = useI18n();
  const { ref, revealed } = useReveal<HTMLDivElement>(SECTION_REVEAL_THRESHOLD);
  return (
    <Section $tinted aria-labelledby="how-title">
      <SectionInner>
        <Reveal ref={ref} $revealed={revealed}>
          <SectionHeading>
            <h2 id="how-title">{t(text.howTitle)}</h2>
            <p>{t(text.howTagline)}</p>
          </SectionHeading>
        </Reveal>
        <CardGrid>
          {text.steps.map((step, index) => (
            <StepCard key={t(step.title)} step={step} index={index} />
          ))}
        </CardGrid>
        <Payment>{t(text.payment)}</Payment>
      </SectionInner>
    </Section>
  );
}
