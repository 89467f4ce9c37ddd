import type { ReactNode } from 'react';
import { useI18n } from '@booknook/platform';
import { laterSectionsMessages as text } from './later-sections-messages';
import { CardGrid, IconBubble, InfoCard, Section, SectionHeading, SectionInner } from './section';

/** A 24 px line icon in the text colour; the bubble around it gives the accent. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const icons = [
  // Buy: a magnifier
  <LineIcon key="buy">
    <circle cx="11" cy="11" r="6" />
    <path d="m20 20-4.5-4.5" />
  </LineIcon>,
  // Sell: a tag
  <LineIcon key="sell">
    <path d="M3 12V4h8l9 9-8 8z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </LineIcon>,
  // Community: two people
  <LineIcon key="community">
    <circle cx="9" cy="8" r="3" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c3 0 6 1.8 6 5.5" />
  </LineIcon>,
];

export function Services() {
  const { t } = useI18n();
  return (
    <Section aria-labelledby="services-title">
      <SectionInner>
        <SectionHeading>
          <h2 id="services-title">{t(text.servicesTitle)}</h2>
          <p>{t(text.servicesTagline)}</p>
        </SectionHeading>
        <CardGrid>
          {text.services.map((service, index) => (
            <InfoCard key={t(service.title)}>
              <IconBubble>{icons[index]}</IconBubble>
              <h3>{t(service.title)}</h3>
              <p>{t(service.body)}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </SectionInner>
    </Section>
  );
}
