import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';

/**
 * What every e-mail shares: the brand, a one-line preview, the not-insurance line and why the member gets it.
 * The reason is worded for former members too, because the cancellation and refund e-mails reach them.
 */
export type LayoutProps = {
  /** The language of the e-mail: its `<html lang>` and the words every e-mail shares. */
  locale: Locale;
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
};

const BRAND = '#0f766e';

/** The club's name stays as it is in every language. */
export const CLUB = 'ARX Savings Club';

const WORDS: InEachLanguage<{ notInsurance: string; whyYouGetThis: string }> = {
  en: {
    notInsurance: `${CLUB} is a prescription discount membership. It is not insurance.`,
    whyYouGetThis:
      'You get this e-mail because it is about your membership or a payment for it. Account e-mails like this one cannot be turned off.',
  },
  es: {
    notInsurance: `${CLUB} es una membresía de ahorro en medicamentos recetados. Esto no es un seguro.`,
    whyYouGetThis:
      'Le enviamos este correo porque se trata de su membresía o de un pago de ella. Los correos sobre su cuenta, como este, no se pueden desactivar.',
  },
};

const styles = {
  body: { backgroundColor: '#f8fafc', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: 12, margin: '0 auto', maxWidth: 560, padding: '28px 24px' },
  brand: { color: BRAND, fontSize: 18, fontWeight: 700, margin: '0 0 20px' },
  heading: { color: '#0f172a', fontSize: 22, lineHeight: '30px', margin: '0 0 16px' },
  footer: { color: '#475569', fontSize: 12, lineHeight: '18px', margin: '8px 0 0' },
} as const;

/** Paragraph style for the templates: 16 px on a phone, dark enough to read outdoors. */
export const textStyle = { color: '#1e293b', fontSize: 16, lineHeight: '24px', margin: '0 0 14px' } as const;

/** A call to action that is a plain link in the text part and a large tap target in the HTML part. */
export const buttonStyle = {
  backgroundColor: BRAND,
  borderRadius: 8,
  color: '#ffffff',
  display: 'inline-block',
  fontSize: 16,
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
} as const;

/** A secondary link inside a paragraph: underlined so it reads as a link without colour. */
export const linkStyle = { color: BRAND, textDecoration: 'underline' } as const;

/** The e-mail's one button, with room around it so a thumb does not hit the text beside it. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
    </Section>
  );
}

export function EmailLayout({ locale, preview, heading, children }: LayoutProps) {
  const words = WORDS[locale];
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{CLUB}</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 12px' }} />
          <Section>
            <Text style={styles.footer}>{words.notInsurance}</Text>
            <Text style={styles.footer}>{words.whyYouGetThis}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
