import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { currentLanguage } from '../../lib/language';

// The frame of every mail BookNook sends, rendered by React Email (render-mail.ts): tables and inline
// styles that mail clients draw alike, text escaped by React, a plain-text part derived from the same tree.

const colours = { page: '#f6f4ef', card: '#ffffff', text: '#1f2933', muted: '#52606d', brand: '#2f6f4f' } as const;

export function MailLayout({
  heading,
  preview,
  children,
  footer,
}: {
  heading: string;
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang={currentLanguage()}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          padding: '24px 12px',
          backgroundColor: colours.page,
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: colours.text,
        }}
      >
        <Container style={{ maxWidth: '480px', margin: '0 auto', backgroundColor: colours.card, borderRadius: '8px', padding: '24px' }}>
          <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e4e7eb', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: colours.muted, margin: 0 }}>BookNook · used books between neighbours</Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

export function MailText({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return (
    <Text style={{ fontSize: small ? '13px' : '15px', lineHeight: '22px', color: small ? colours.muted : colours.text }}>{children}</Text>
  );
}

/** The one thing the mail asks for, with its address written out below for clients that hide buttons. */
export function MailAction({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: colours.brand,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '6px',
          fontSize: '15px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: '13px', color: colours.muted, wordBreak: 'break-all' }}>
        <Link href={href} style={{ color: colours.brand }}>
          {href}
        </Link>
      </Text>
    </>
  );
}
