import { CONTACT_EMAIL } from './contact-email';
import { LegalArticle, LegalSections } from './legal-article';
import { legalMessages } from './legal-messages';

function WriteTo({ leadIn }: { leadIn: string }) {
  return (
    <p>
      {leadIn} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
    </p>
  );
}

/** /terms and /privacy: sections from the catalogue, then where to write. */
function PolicyPage({ text }: { text: typeof legalMessages.terms | typeof legalMessages.privacy }) {
  return (
    <LegalArticle title={text.title} intro={text.intro}>
      <LegalSections sections={text.sections} />
      <WriteTo leadIn={text.writeTo} />
    </LegalArticle>
  );
}

export const TermsPage = () => <PolicyPage text={legalMessages.terms} />;
export const PrivacyPage = () => <PolicyPage text={legalMessages.privacy} />;

/** /contact: an address and what to put in the message (there is no form: email keeps a copy for both sides). */
export function ContactPage() {
  const text = legalMessages.contact;
  return (
    <LegalArticle title={text.title} intro={text.intro}>
      <h2>{text.emailHeading}</h2>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}`} data-testid="contact-email">
          {CONTACT_EMAIL}
        </a>
      </p>
      <LegalSections
        sections={[
          { heading: text.includeHeading, list: text.include },
          { heading: text.topicsHeading, list: text.topics },
        ]}
      />
    </LegalArticle>
  );
}
